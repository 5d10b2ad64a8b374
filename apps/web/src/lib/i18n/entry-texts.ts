import type { I18n, MessageDescriptor } from '@lingui/core';
import { useSyncExternalStore } from 'react';

/*
 * The texts of the app's entry: the landing page, the loading screens and the toaster. The
 * entry carries no Lingui runtime (budget F4, docs/decisions/0165), so they are message
 * descriptors (Lingui's `msg` macro: plain objects once compiled) registered here and
 * read through `useEntryText()`:
 * - once the runtime is in with their catalogues (main.tsx connects it), in the page's locale;
 * - before that, from the texts the build wrote into the page (`<script id="entry-texts">`:
 *   the landing page's in its language, index.html's in English; scripts/prerender-landing.mjs);
 * - else (the dev server's page) from the descriptor's own English.
 * A text here has no placeholder: the build writes it out whole.
 */
export const ENTRY_TEXTS_ID = 'entry-texts';

const registry = new Map<string, MessageDescriptor>();

/** Registers a module's entry texts (at module level) and returns them unchanged. */
export function entryMessages<T extends Record<string, MessageDescriptor>>(texts: T): T {
  for (const text of Object.values(texts)) registry.set(text.id, text);
  return texts;
}

/** Every registered text, written out in one locale (the build's prerender). */
export function writeEntryTexts(translate: (text: MessageDescriptor) => string) {
  return Object.fromEntries([...registry.values()].map((text) => [text.id, translate(text)]));
}

let served: Record<string, string> | null | undefined;
function servedTexts(): Record<string, string> | null {
  if (served === undefined) {
    served = null;
    const element =
      typeof document === 'undefined' ? null : document.getElementById(ENTRY_TEXTS_ID);
    try {
      if (element?.textContent) served = JSON.parse(element.textContent);
    } catch {
      served = null;
    }
  }
  return served ?? null;
}

let source: ((text: MessageDescriptor) => string) | null = null;
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version++;
  for (const listener of listeners) listener();
};

/**
 * Where the texts come from from now on: the runtime's i18n once the entry's catalogues are
 * in (main.tsx), the build's i18n in the prerender. Readers re-render on each locale switch.
 */
export function connectEntryTexts(i18n: I18n): void {
  source = (text) => i18n._(text);
  i18n.on('change', changed);
  changed();
}

/** A text of the entry in the page's language (see above). */
export function entryText(text: MessageDescriptor): string {
  return source?.(text) ?? servedTexts()?.[text.id] ?? text.message ?? '';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => version;

/** `entryText`, re-rendering the component when the locale changes. */
export function useEntryText(): (text: MessageDescriptor) => string {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return entryText;
}
