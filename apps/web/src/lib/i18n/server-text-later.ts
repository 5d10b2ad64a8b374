import { withMessages } from './with-messages';

/*
 * serverText (../server-texts/server-text.ts, decision 0169) for code in a page's first load (the live
 * session's toasts, the volume channel's answers, the random pick): server-text.ts is ~3.4 KB
 * gzip of tables that only a refusal needs, so it is fetched when the first refusal comes
 * (budget F4), with its own catalogue. The refusal's words then
 * follow a moment later; if the fetch fails (offline), the server's own words are shown.
 */

/** What a refusal says, in the active language: a socket ack's error or a rejected op. */
export function serverTextLater(failure: { code: string; message: string }): Promise<string> {
  return withMessages(import('../server-texts/server-text'), ['server-texts']).then(
    (texts) => texts.serverText(failure),
    () => failure.message,
  );
}
