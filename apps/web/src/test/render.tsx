import type { ReactNode } from 'react';
import { render as renderPlain } from 'vitest-browser-react';
import { LocaleProvider } from '../lib/i18n/provider';

/** Drawn as the app draws it: inside the catalogue's provider (English unless a test loads another). */
export const render = (ui: ReactNode) => renderPlain(ui, { wrapper: LocaleProvider });
