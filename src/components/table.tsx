import { TableCards } from './table-cards';
import { CARDS_QUERY, alignClass, priorityOf, type Column } from './table-columns';
import {
  DEFAULT_TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZES,
  TablePagination,
  usePagination,
  type TablePageSize,
} from './table-pagination';
import { TableScroll } from './table-scroll';
import { useMediaQuery } from './use-media-query';
import './table.css';

export type { Column, ColumnPriority } from './table-columns';

interface TableProps<T> {
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Names a row for its details button on a card (e.g. the account's name). */
  rowLabel?: (row: T) => string;
  /**
   * At small widths, for a table without detail columns: scroll horizontally (wide numeric
   * tables) or stack each row. A table with detail columns shows cards below 640 px.
   */
  smallScreen?: 'scroll' | 'stack';
  /** Shows the rows page by page, with a page-size choice, once they exceed the smallest size. */
  paginated?: boolean;
  initialPageSize?: TablePageSize;
  /** A class for some rows (e.g. greyed ones). */
  rowClassName?: (row: T) => string | undefined;
}

export function Table<T>(props: TableProps<T>) {
  const { rows, columns, paginated = false, initialPageSize = DEFAULT_TABLE_PAGE_SIZE } = props;
  const pagination = usePagination(rows, initialPageSize);
  const narrow = useMediaQuery(CARDS_QUERY);
  const paged = paginated && rows.length > TABLE_PAGE_SIZES[0];
  const shown = paged ? pagination.visible : rows;
  const asCards = narrow && columns.some((column) => priorityOf(column) === 'detail');
  return (
    <>
      {asCards ? <TableCards {...props} rows={shown} /> : <TableGrid {...props} rows={shown} />}
      {paged && <TablePagination pagination={pagination} />}
    </>
  );
}

function TableGrid<T>(props: TableProps<T>) {
  const { caption, captionHidden = false, columns, rows, rowKey, rowClassName } = props;
  const smallScreen = props.smallScreen ?? 'scroll';
  return (
    <TableScroll label={caption} className={`table-wrap--${smallScreen}`}>
      <table className="table">
        <caption className={captionHidden ? 'sr-only' : 'table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={alignClass(column)}
                data-priority={priorityOf(column)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.header}
                  data-priority={priorityOf(column)}
                  className={alignClass(column)}
                >
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
