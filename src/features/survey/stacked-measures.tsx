import type { MeasureColumn, PeriodColumn } from './tree-columns';

/**
 * A period column whose measures show one under the other in a single cell, each named: on a
 * phone the planned, actual and remaining amounts of a month all show beside the category.
 */
export function stackMeasures<S>(column: PeriodColumn<S>): PeriodColumn<S> {
  const measure: MeasureColumn<S> = {
    label: column.measures.map((one) => one.label).join(' · '),
    value: (sums, row) => (
      <span className="tree-table__stack">
        {column.measures.map((one) => (
          <span key={one.label} className="tree-table__stack-line">
            <span className="tree-table__stack-label">{one.label}</span>
            {one.value(sums, row)}
          </span>
        ))}
      </span>
    ),
  };
  return { ...column, measures: [measure] };
}
