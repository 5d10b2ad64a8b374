/**
 * A fresh operation id (url-safe, 8-64 characters, as the contract asks). randomUUID only
 * exists in secure contexts; a school server reached over plain http on the LAN is not one,
 * so fall back to 128 random bits in base64url.
 */
export function newOpId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
