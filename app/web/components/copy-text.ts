/**
 * Puts `text` on the clipboard: the async Clipboard API where the page may use it, else a hidden
 * textarea and `document.execCommand('copy')` (plain-HTTP pages, older browsers). Rejects when
 * neither works, so the caller can say so.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or unavailable (e.g. no user activation): try the legacy path below.
    }
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } finally {
    textarea.remove();
  }
  if (!copied) throw new Error('The clipboard is not available');
}
