const RELOADED_AT = 'classbeam:display-crash-reload';
const AT_MOST_EVERY_MS = 60_000;

/**
 * Reloads the page, at once or as soon as a minute has passed since the last such reload:
 * nobody stands at a classroom display to do it, and a page that keeps failing must not
 * reload in a loop.
 */
export function reloadSoon(): void {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  } catch {}
  const wait = Math.max(0, last + AT_MOST_EVERY_MS - Date.now());
  setTimeout(() => {
    try {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {}
    window.location.reload();
  }, wait);
}

/**
 * A script chunk would not load. Offline, it is tried again later; but if the server
 * answers for the page itself, the chunk is gone (a new version was installed under an open
 * display) and only a reload brings the new code.
 */
export async function chunkGoneWithServerUp(): Promise<boolean> {
  try {
    const page = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return page.ok;
  } catch {
    return false;
  }
}
