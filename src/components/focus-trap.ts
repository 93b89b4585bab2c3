import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

const FIELDS = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(',');

export const isField = (element: Element | null | undefined) => !!element?.matches(FIELDS);

/**
 * Where a dialog's focus starts: its first field, else its main (primary) button, else the first
 * focusable — Cancel in a question that destroys, so that Enter never does.
 */
export function initialFocusIn(content: HTMLElement): HTMLElement | undefined {
  const elements = focusableIn(content);
  return (
    elements.find(isField) ??
    elements.find((element) => element.matches('.button--primary')) ??
    elements[0]
  );
}

/** Keeps Tab and Shift+Tab cycling inside the container. */
export function trapTab(event: KeyboardEvent | ReactKeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const elements = focusableIn(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Focus goes back to the opener unless something else (e.g. another dialog) already took it. */
export function restoreFocus(previous: Element | null): void {
  const active = document.activeElement;
  const focusLost = !active || active === document.body;
  if (focusLost && previous instanceof HTMLElement && previous.isConnected) previous.focus();
}
