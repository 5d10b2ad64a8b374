/**
 * A token's value from styles/tokens.css, for what cannot read `var()`: a canvas's fillStyle.
 * The tokens sit on :root, so this is the page's own value (a canvas only reads it when it
 * draws, long after the stylesheet is in).
 */
export function cssToken(name: `--${string}`): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  if (!value) throw new Error(`${name} is not defined (styles/tokens.css)`);
  return value;
}
