import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './activate';

/** Every root (the app, the display, the prerendered landing) renders inside it. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
