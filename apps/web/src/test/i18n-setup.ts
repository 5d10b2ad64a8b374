import { i18n } from '@lingui/core';

// Tests read English, the spec's texts. Outside a production build the macros keep each
// message's English beside its id, so English needs no catalogue here; a test that reads
// Spanish loads its catalogues itself (lib/i18n/activate.ts).
i18n.loadAndActivate({ locale: 'en', locales: 'en-US', messages: {} });
