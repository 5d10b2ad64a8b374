/**
 * The installed app's icons (decision 0180), drawn once from public/favicon.svg by Chromium
 * and kept in public/icons: 192 and 512 for Android and desktop, a maskable 512 (the mark on
 * the app's colour with the safe zone's margin, so a round or squircle mask cuts no part of
 * it), and the 180 iOS asks for (full square: iOS rounds the corners itself). Run it again
 * only when the mark changes: `node apps/web/scripts/make-icons.mjs`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';

const WEB = path.resolve(import.meta.dirname, '..');
const mark = readFileSync(path.join(WEB, 'public/favicon.svg'), 'utf8');
// The mark without its rounded tile: the glyphs alone, for icons that bring their own square.
const glyphs = mark.replace(/<title>.*?<\/title>/, '').replace(/<rect[^>]*\/>/, '');
const BRAND = '#3a33a3';

const icons = [
  { file: 'icon-192.png', size: 192, html: mark, pad: 0 },
  { file: 'icon-512.png', size: 512, html: mark, pad: 0 },
  // Maskable: the safe zone is the centre circle of 80% of the side.
  { file: 'icon-maskable-512.png', size: 512, html: glyphs, pad: 0.2, fill: BRAND },
  { file: 'apple-touch-icon.png', size: 180, html: glyphs, pad: 0.12, fill: BRAND },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * (1 - 2 * icon.pad));
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.fill ?? 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${icon.html.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({
      path: path.join(WEB, 'public/icons', icon.file),
      omitBackground: !icon.fill,
    });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`drew ${icons.length} icons into apps/web/public/icons`);
