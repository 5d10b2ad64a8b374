// After the app's build: draws the landing page into dist/landing.html (see
// src/landing-prerender.tsx), from the server-side build in dist-ssr, which it then removes.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const ssr = path.join(web, 'dist-ssr');
const { renderLanding } = await import(pathToFileURL(path.join(ssr, 'landing-prerender.js')).href);
const markup = renderLanding();
if (!markup.includes('id="hero-title"'))
  throw new Error('the prerendered page is not the landing page');
const index = readFileSync(path.join(web, 'dist', 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
// A function, not a string: the markup's `$&` or `$1` must not be read as a pattern.
writeFileSync(
  path.join(web, 'dist', 'landing.html'),
  index.replace(root, () => `<div id="root">${markup}</div>`),
);
rmSync(ssr, { recursive: true, force: true });
console.log(
  `prerendered the landing page: dist/landing.html (${markup.length} characters of markup)`,
);
