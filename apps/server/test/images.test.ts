import { beforeAll, describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { createClass, JPEG_1PX } from './fixtures';
import { setUpServer } from './set-up';

let ctx: TestContext;
let teacher: Teacher;
let classId: number;

setUpServer((s) => ({ ctx, teacher } = s));
beforeAll(async () => {
  classId = await createClass(ctx, teacher);
});

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** S11: a hostile corpus; each file is refused, or stored and served back only as an image. */
const CORPUS: [string, string][] = [
  [
    'svg with script',
    `data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}`,
  ],
  [
    'svg labelled jpeg',
    `data:image/jpeg;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')}`,
  ],
  ['html labelled png', `data:image/png;base64,${b64('<!doctype html><script>alert(1)</script>')}`],
  ['gif (not allowed)', `data:image/jpeg;base64,${b64('GIF89a\x01\x00\x01\x00\x00\x00\x00;')}`],
  ['gif + php polyglot', `data:image/png;base64,${b64('GIF89a<?php system($_GET["c"]); ?>')}`],
  ['bmp', `data:image/jpeg;base64,${b64('BM\x3a\x00\x00\x00\x00\x00')}`],
  ['tiff', `data:image/webp;base64,${b64('II*\x00\x08\x00\x00\x00')}`],
  ['riff wave labelled webp', `data:image/webp;base64,${b64('RIFF\x24\x00\x00\x00WAVEfmt ')}`],
  ['empty', 'data:image/jpeg;base64,'],
  ['not base64', 'data:image/jpeg;base64,%%%%<script>'],
  ['remote url', 'https://avatars.example.com/u/1.png'],
  [
    'oversized jpeg',
    `data:image/jpeg;base64,${b64(Buffer.concat([JPEG_1PX, Buffer.alloc(260 * 1024)]))}`,
  ],
  [
    'jpeg + html polyglot',
    `data:image/jpeg;base64,${b64(Buffer.concat([JPEG_1PX, Buffer.from('<html><script>alert(1)</script></html>')]))}`,
  ],
  [
    'png header + script',
    `data:image/png;base64,${b64(Buffer.concat([PNG_MAGIC, Buffer.from('<script>alert(1)</script>')]))}`,
  ],
  ['jpeg header only', `data:image/jpeg;base64,${b64(Buffer.from([0xff, 0xd8, 0xff]))}`],
];

describe('hostile image corpus (S11)', () => {
  it(`refuses or safely re-serves all ${CORPUS.length} files, never with a 5xx`, async () => {
    expect(CORPUS).toHaveLength(15);
    const outcomes: Record<string, string> = {};
    for (const [name, avatar] of CORPUS) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/students',
        as: teacher,
        payload: { classId, name: 'Probe', avatar },
      });
      expect(res.statusCode, name).toBeLessThan(500);
      if (res.statusCode === 400) {
        outcomes[name] = 'refused';
        continue;
      }
      expect(res.statusCode, name).toBe(201);
      const image = await ctx.request({ method: 'GET', url: res.json().avatarUrl });
      expect(['image/jpeg', 'image/png', 'image/webp'], name).toContain(
        image.headers['content-type'],
      );
      expect(image.headers['x-content-type-options'], name).toBe('nosniff');
      expect(image.headers['content-security-policy'], name).toBe("default-src 'none'; sandbox");
      outcomes[name] = `served as ${image.headers['content-type']}`;
    }
    // Only files that really start like an allowed image get through, and only as images.
    expect(
      Object.entries(outcomes)
        .filter(([, o]) => o !== 'refused')
        .map(([n]) => n)
        .sort(),
    ).toEqual(['jpeg + html polyglot', 'jpeg header only', 'png header + script'].sort());
  });
});
