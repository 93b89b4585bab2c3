import { useEffect, useEffectEvent, type RefObject } from 'react';

// The list's shortcuts. They never act while someone types in a field or while a
// dialog is open: the dialog's own keys come first.

/** The help dialog's list: the key's i18n key and what it does. */
export const SHORTCUTS = [
  { key: 'operations.shortcuts.key.arrows', action: 'operations.shortcuts.move' },
  { key: 'operations.shortcuts.key.space', action: 'operations.shortcuts.point' },
  { key: 'operations.shortcuts.key.enter', action: 'operations.shortcuts.open' },
  { key: 'operations.shortcuts.key.delete', action: 'operations.shortcuts.delete' },
  { key: 'operations.shortcuts.key.n', action: 'operations.shortcuts.newOperation' },
  { key: 'operations.shortcuts.key.t', action: 'operations.shortcuts.newTransfer' },
  { key: 'operations.shortcuts.key.help', action: 'operations.shortcuts.help' },
  { key: 'operations.shortcuts.key.enterEntry', action: 'operations.shortcuts.saveEntry' },
] as const;

export interface ListKeyHandlers {
  /** The list's rows carry data-row-index. */
  table: RefObject<HTMLElement | null>;
  onPoint: (index: number) => void;
  onOpen: (index: number) => void;
  /** The focused line's index, or null when no line has the focus. */
  onDelete: (index: number | null) => void;
  onNewOperation: () => void;
  onNewTransfer: () => void;
  onHelp: () => void;
}

const TYPING =
  'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable="true"], [contenteditable=""]';

const dialogOpen = () => document.querySelector('[aria-modal="true"]') !== null;

function typing(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING) !== null;
}

const rowsOf = (table: HTMLElement | null) =>
  Array.from(table?.querySelectorAll<HTMLElement>('[data-row-index]') ?? []);

/** The line holding the focus, or -1. */
function focusedRow(rows: HTMLElement[], target: EventTarget | null): number {
  const row = target instanceof Element ? target.closest('[data-row-index]') : null;
  return row ? rows.indexOf(row as HTMLElement) : -1;
}

export function useListKeyboard(handlers: ListKeyHandlers) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (dialogOpen() || typing(event.target)) return;
    if (globalKey(event, handlers)) return;
    const rows = rowsOf(handlers.table.current);
    const index = focusedRow(rows, event.target);
    const onRow = index >= 0 && event.target === rows[index];
    const free = onRow || event.target === document.body;
    if (!free && index < 0) return;
    rowKey(event, rows, index, onRow, handlers);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}

function globalKey(event: KeyboardEvent, handlers: ListKeyHandlers): boolean {
  const action = { n: handlers.onNewOperation, t: handlers.onNewTransfer, '?': handlers.onHelp }[
    event.key
  ];
  if (!action) return false;
  event.preventDefault();
  action();
  return true;
}

function rowKey(
  event: KeyboardEvent,
  rows: HTMLElement[],
  index: number,
  onRow: boolean,
  handlers: ListKeyHandlers,
) {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (rows.length === 0) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = index < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, index + step));
    rows[next]?.focus();
  } else if (event.key === 'Delete') {
    event.preventDefault();
    handlers.onDelete(index >= 0 ? index : null);
  } else if (onRow && event.key === ' ') {
    event.preventDefault();
    handlers.onPoint(index);
  } else if (onRow && event.key === 'Enter') {
    event.preventDefault();
    handlers.onOpen(index);
  }
}
