/**
 * Copies text to the clipboard; false when neither the async Clipboard API (which needs a secure
 * context) nor the legacy execCommand path worked, so the caller can ask for Ctrl+C instead.
 */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: fall through to the legacy path.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  // Inside an open modal <dialog> the rest of the page is inert, so the helper must live there too.
  (previousFocus?.closest("dialog") ?? document.body).appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    previousFocus?.focus();
  }
}
