/**
 * Where to go after signing in. Only a path on this site is accepted: `//evil.example` and
 * `/\evil.example` are read by browsers as another host, and an absolute URL would turn the
 * sign-in page into an open redirect.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  // Control characters (a tab or newline inside "/\t/evil") are stripped by URL parsers and
  // can turn a path into a host; refuse them instead of guessing.
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  const base = 'http://classbeam.invalid';
  try {
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `/sign-in?next=/classroom/7`: slashes stay readable, everything else is encoded. */
export function signInPathFor(returnTo: string): string {
  return `/sign-in?next=${encodeURIComponent(returnTo).replaceAll('%2F', '/')}`;
}
