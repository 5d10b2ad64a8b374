import { readFileSync } from 'node:fs';
import type { Language } from '@classbeam/contracts';

/*
 * The PO files' text, read from src/locales beside the source. The compiled server has this
 * module swapped for one with the files' text written in (scripts/build.mjs), so what runs in
 * production reads nothing from the source tree.
 */

export const catalogueFile = (language: Language): URL =>
  new URL(`../locales/${language}.po`, import.meta.url);

export const catalogueText = (language: Language): string =>
  readFileSync(catalogueFile(language), 'utf8');
