import type { ReactNode } from 'react';

/**
 * How much a column matters on a narrow screen: an essential one always shows, a normal one shows
 * on the table and on the card, a detail one folds into the row's details below 640 px.
 */
export type ColumnPriority = 'essential' | 'normal' | 'detail';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
  priority?: ColumnPriority;
}

/** Below 640 px a table with detail columns shows its rows as cards. */
export const CARDS_QUERY = '(max-width: 639.98px)';

export const priorityOf = (column: { priority?: ColumnPriority }): ColumnPriority =>
  column.priority ?? 'normal';

export const alignClass = (column: { align?: 'start' | 'end' }) =>
  column.align === 'end' ? 'table__cell--end' : undefined;
