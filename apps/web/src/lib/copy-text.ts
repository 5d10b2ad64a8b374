/**
 * Copies text. The Clipboard API needs a secure context, which a school server on plain
 * http is not; the old selection copy still works there.
 */
export async function copyText(
  text: string,
  fallbackInput: HTMLInputElement | null = null,
): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, focus): try the selection below.
  }
  // Without a field of the owner's, a hidden one of our own holds the text for the copy.
  const input = fallbackInput ?? document.createElement('input');
  if (!fallbackInput) {
    input.value = text;
    input.setAttribute('readonly', '');
    input.className = 'visually-hidden';
    document.body.append(input);
  }
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    if (!fallbackInput) input.remove();
  }
}
