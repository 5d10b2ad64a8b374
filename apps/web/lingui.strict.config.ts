import config from './lingui.config';

// The strict gate's view of the catalogues (scripts/check-catalogues.mjs): no English stands
// in for a missing Spanish message, so a missing one fails. The build keeps the fallback,
// so a message not translated yet reads in English during development, never as an id.
export default { ...config, fallbackLocales: false as const };
