import type { ReactNode } from 'react';
import {
  DEFAULT_TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZES,
  TablePagination,
  usePagination,
  type TablePageSize,
} from './table-pagination';
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
  /** Shows the rows page by page, with a page-size choice, once they exceed the smallest size. */
  paginated?: boolean;
  initialPageSize?: TablePageSize;
  /** A class for some rows (e.g. greyed ones). */
  rowClassName?: (row: T) => string | undefined;
}

export function Table<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  smallScreen = 'scroll',
  paginated = false,
  initialPageSize = DEFAULT_TABLE_PAGE_SIZE,
  rowClassName,
}: TableProps<T>) {
  const pagination = usePagination(rows, initialPageSize);
  const paged = paginated && rows.length > TABLE_PAGE_SIZES[0];
  const shown = paged ? pagination.visible : rows;
  return (
    <>
      {/* The scrolling region is focusable so keyboard users can scroll it. */}
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
            {shown.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
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
      {paged && <TablePagination pagination={pagination} />}
    </>
  );
}

const alignClass = (column: { align?: 'start' | 'end' }) =>
  column.align === 'end' ? 'table__cell--end' : undefined;
