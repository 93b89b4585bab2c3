import { Table, type Column } from '../../components/table';

interface ChartTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}

/** What a chart draws, as a table only screen readers see (the canvas itself says nothing). */
export function ChartTable<T>(props: ChartTableProps<T>) {
  return (
    <div className="sr-only">
      <Table {...props} />
    </div>
  );
}
