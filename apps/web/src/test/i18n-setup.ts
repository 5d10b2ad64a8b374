import { i18n } from '@lingui/core';

// Tests read English, the spec's texts. Outside a production build the macros keep each
// message's English beside its id, so English needs no catalogue here; a test that reads
// Spanish loads ../locales/es.po itself.
i18n.loadAndActivate({ locale: 'en', locales: 'en-US', messages: {} });
