import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResultNode } from '../../../contract/analysis';
import { toggleSort, type SortOrder } from './analysis-values';
import { analysisRows, sortTree, type AnalysisRow } from './tree-rows';
import { TableScroll } from '../../components/table-scroll';

export interface AnalysisColumn {
  key: string;
  header: string;
  /** What the column sorts by. */
  value: (node: AnalysisResultNode) => string | number;
  render: (row: AnalysisRow) => ReactNode;
  numeric?: boolean;
}

interface AnalysisTableProps {
  caption: string;
  columns: readonly AnalysisColumn[];
  details: readonly AnalysisResultNode[];
  maxDepth: number;
  totalsUpTo: number;
}

/** A tree of lines indented by depth, with totals and a sort toggle on every column. */
export function AnalysisTable({
  caption,
  columns,
  details,
  maxDepth,
  totalsUpTo,
}: AnalysisTableProps) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<SortOrder | null>(null);
  const column = columns.find((one) => one.key === order?.key) ?? columns[0]!;
  const rows = analysisRows(sortTree(details, column.value, order), maxDepth, totalsUpTo);
  const sortState = (key: string) =>
    order?.key !== key ? 'none' : order.ascending ? 'ascending' : 'descending';
  return (
    <TableScroll label={caption}>
      <table className="table analysis-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((one) => (
              <th
                key={one.key}
                scope="col"
                aria-sort={sortState(one.key)}
                className={one.numeric ? 'table__cell--end' : undefined}
              >
                <button
                  type="button"
                  className="analysis-table__sort"
                  onClick={() => setOrder(toggleSort(order, one.key))}
                  title={t('analysis.sort')}
                >
                  {one.header}
                  <span aria-hidden="true">
                    {sortState(one.key) === 'ascending'
                      ? ' ▲'
                      : sortState(one.key) === 'descending'
                        ? ' ▼'
                        : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.total ? 'analysis-table__total' : undefined}>
              {columns.map((one, i) =>
                i === 0 ? (
                  <th
                    key={one.key}
                    scope="row"
                    className={`analysis-table__label depth-${row.depth}`}
                  >
                    {one.render(row)}
                  </th>
                ) : (
                  <td key={one.key} className={one.numeric ? 'table__cell--end' : undefined}>
                    {one.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
