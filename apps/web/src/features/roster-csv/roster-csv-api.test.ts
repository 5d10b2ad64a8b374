import { describe, expect, it } from 'vitest';
import { attachmentName } from './roster-csv-api';

describe("the export's file name, as the server names it (RC4)", () => {
  it('takes the UTF-8 name first, then the plain one, then the fallback', () => {
    expect(
      attachmentName(
        `attachment; filename="class-3 students 2026-11-27.csv"; filename*=UTF-8''3%C2%AA%20S%C3%A9rie%20students%202026-11-27.csv`,
        'x.csv',
      ),
    ).toBe('3ª Série students 2026-11-27.csv');
    expect(attachmentName('attachment; filename="Year 6 students 2026-11-27.csv"', 'x.csv')).toBe(
      'Year 6 students 2026-11-27.csv',
    );
    expect(attachmentName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe(
      'a.csv',
    );
    expect(attachmentName(null, 'students 2026-11-27.csv')).toBe('students 2026-11-27.csv');
  });
});
