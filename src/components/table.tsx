import type { ReactNode } from 'react';
import './table.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

interface TableProps<T> {
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** At small widths: scroll horizontally (wide numeric tables) or stack each row as a card. */
  smallScreen?: 'scroll' | 'stack';
}

export function Table<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  smallScreen = 'scroll',
}: TableProps<T>) {
  return (
    // The scrolling region is focusable so keyboard users can scroll it.
    <div
      className={`table-wrap table-wrap--${smallScreen}`}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="table">
        <caption className={captionHidden ? 'sr-only' : 'table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={alignClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} className={alignClass(column)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const alignClass = (column: { align?: 'start' | 'end' }) =>
  column.align === 'end' ? 'table__cell--end' : undefined;
