/**
 * Copies text. The Clipboard API needs a secure context, which a school server on plain
 * http is not; the old selection copy still works there.
 */
export async function copyText(
  text: string,
  fallbackInput: HTMLInputElement | null,
): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, focus): try the selection below.
  }
  if (!fallbackInput) return false;
  fallbackInput.focus();
  fallbackInput.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
