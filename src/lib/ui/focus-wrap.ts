const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/** Rendered: not display:none, not visibility:hidden, and not inside a closed <details> (content-visibility). */
function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return element.getClientRects().length > 0;
}

/** The elements of `root` that Tab reaches, in document order (positive tabindex is not used in this portal). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      isShown(element),
  );
}

/**
 * Keeps Tab and Shift+Tab inside a modal `<dialog>`. showModal() makes the page behind inert, but from the last
 * control Chromium moves focus out to the browser's own UI (document.activeElement becomes the body) before it
 * comes back; this wraps from the last control to the first and back instead.
 */
export function wrapTab(event: KeyboardEvent, root: HTMLElement) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = tabbables(root);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && root.contains(active) && active !== root;
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
