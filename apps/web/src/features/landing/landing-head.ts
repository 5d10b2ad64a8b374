import { msg } from '@lingui/core/macro';

/*
 * The landing page's texts outside the app's markup (index.html's description and its
 * <noscript>), written into each language's page at build time by landing-prerender.tsx:
 * the browser never loads this module.
 */
export const LANDING_HEAD = {
  description: msg`Classbeam runs your class from your phone, puts the scoreboard on the board, and keeps every screen in sync. Self-hosted, no trackers.`,
  noscript: msg`Classbeam needs JavaScript to run.`,
};
