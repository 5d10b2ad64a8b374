// After the app's build: draws the landing page once per language (see
// src/landing-prerender.tsx) from the server-side build in dist-ssr, which it then removes:
// dist/landing.html in English, dist/landing.<lang>.html for each other language (the server
// sends the one the browser's Accept-Language asks for). Each page carries the entry's texts
// in its language (<script id="entry-texts">, lib/i18n/entry-texts.ts), so it hydrates without
// Lingui's runtime; index.html gets them in English, what the entry shows before the runtime.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const ssr = path.join(web, 'dist-ssr');
const { renderLanding, LANDING_LANGUAGES } = await import(
  pathToFileURL(path.join(ssr, 'landing-prerender.js')).href
);
const indexFile = path.join(web, 'dist', 'index.html');
const index = readFileSync(indexFile, 'utf8');

// The landing page's code is a chunk of its own (src/app/landing-slot.tsx), which main.tsx
// fetches before it takes the drawn page over: the landing pages' heads preload it and the
// chunks it imports, so it comes beside the entry instead of after it.
const manifest = JSON.parse(readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8'));
const LANDING_CHUNK = 'src/features/landing/landing-page.tsx';
if (!manifest[LANDING_CHUNK]) throw new Error(`the manifest has no chunk for ${LANDING_CHUNK}`);
const preloaded = new Set();
const preload = (key) => {
  if (preloaded.has(key)) return;
  preloaded.add(key);
  for (const dep of manifest[key].imports ?? []) preload(dep);
};
preload(LANDING_CHUNK);
const landingPreloads = [...preloaded]
  .map((key) => `/${manifest[key].file}`)
  .filter((file) => !index.includes(`"${file}"`))
  .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
  .join('');

const root = '<div id="root"></div>';
const SOURCE = {
  lang: '<html lang="en">',
  description: /<meta name="description" content="[^"]*" \/>/,
  noscript: /<noscript>[^<]*<\/noscript>/,
};
if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
if (!index.includes(SOURCE.lang)) throw new Error(`dist/index.html has no ${SOURCE.lang}`);
if (!SOURCE.description.test(index) || !SOURCE.noscript.test(index))
  throw new Error('dist/index.html has no description or noscript to translate');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// As the server's scriptSafeJson: no text can end the <script> element.
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const textsScript = (texts) =>
  `<script type="application/json" id="entry-texts">${scriptJson(texts)}</script>`;

for (const language of LANDING_LANGUAGES) {
  const { markup, texts, description, noscript } = renderLanding(language);
  if (!markup.includes('id="hero-title"'))
    throw new Error('the prerendered page is not the landing page');
  // Functions, not strings: the markup's `$&` or `$1` must not be read as a pattern.
  const page = index
    .replace(SOURCE.lang, () => `<html lang="${language}">`)
    .replace(
      SOURCE.description,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace(SOURCE.noscript, () => `<noscript>${escapeHtml(noscript)}</noscript>`)
    .replace('</head>', () => `${landingPreloads}</head>`)
    .replace(root, () => `<div id="root">${markup}</div>${textsScript(texts)}`);
  const file = language === 'en' ? 'landing.html' : `landing.${language}.html`;
  writeFileSync(path.join(web, 'dist', file), page);
  console.log(`prerendered the landing page: dist/${file} (${markup.length} characters of markup)`);
  // The app's page shows the entry's texts in English until the runtime is in.
  if (language === 'en')
    writeFileSync(
      indexFile,
      index.replace(root, () => `${root}${textsScript(texts)}`),
    );
}
rmSync(ssr, { recursive: true, force: true });
