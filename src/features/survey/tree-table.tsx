import { useEffect, useRef, type ReactNode } from 'react';
import type { TreeRow } from './survey-rows';
import { TableScroll } from '../../components/table-scroll';
import { CARDS_QUERY } from '../../components/table-columns';
import { useMediaQuery } from '../../components/use-media-query';
import { stackMeasures } from './stacked-measures';
import type { PeriodColumn } from './tree-columns';
import './survey.css';

export type { MeasureColumn, PeriodColumn } from './tree-columns';

interface TreeTableProps<S> {
  caption: string;
  lineHeader: string;
  columns: readonly PeriodColumn<S>[];
  rows: readonly TreeRow<S>[];
  label: (row: TreeRow<S>) => ReactNode;
  /** The period column to scroll to (the current month), so it shows without scrolling. */
  focusColumn?: number;
  /** Every measure must show: on a phone they stack in one cell per period. */
  essentialMeasures?: boolean;
}

/** An analysis table: lines indented by depth, headings and total lines, scrolling sideways. */
export function TreeTable<S>({
  caption,
  lineHeader,
  columns: periods,
  rows,
  label,
  focusColumn,
  essentialMeasures = false,
}: TreeTableProps<S>) {
  const phone = useMediaQuery(CARDS_QUERY);
  const columns = essentialMeasures && phone ? periods.map(stackMeasures) : periods;
  const priority = essentialMeasures ? 'essential' : undefined;
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrap = region.current;
    const target = wrap?.querySelectorAll<HTMLElement>('.tree-table__period')[focusColumn ?? -1];
    const sticky = wrap?.querySelector<HTMLElement>('thead .tree-table__label');
    if (wrap && target) wrap.scrollLeft = target.offsetLeft - (sticky?.offsetWidth ?? 0);
  }, [focusColumn]);
  return (
    <TableScroll ref={region} label={caption}>
      <table className="table tree-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="tree-table__label">
              {lineHeader}
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="colgroup"
                colSpan={column.measures.length}
                className="tree-table__period"
              >
                {column.label}
              </th>
            ))}
          </tr>
          <tr>
            {columns.flatMap((column) =>
              column.measures.map((measure) => (
                <th
                  key={`${column.key}-${measure.label}`}
                  scope="col"
                  className="table__cell--end"
                  data-priority={priority}
                >
                  {measure.label}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={`tree-table__row tree-table__row--${row.kind}`}>
              <th scope="row" className={`tree-table__label tree-table__label--depth-${row.depth}`}>
                {label(row)}
              </th>
              {row.kind === 'heading' ? (
                <td colSpan={columns.reduce((n, column) => n + column.measures.length, 0)} />
              ) : (
                columns.flatMap((column, i) =>
                  column.measures.map((measure) => (
                    <td key={`${column.key}-${measure.label}`} className="table__cell--end">
                      {row.node.sums[i] === undefined ? null : measure.value(row.node.sums[i], row)}
                    </td>
                  )),
                )
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
