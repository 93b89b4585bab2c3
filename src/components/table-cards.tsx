import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alignClass, priorityOf, type Column } from './table-columns';

interface TableCardsProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowLabel?: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
}

/** Each row as a card: its essential and normal columns, then a button for the details. */
export function TableCards<T>({ caption, rows, rowKey, ...rest }: TableCardsProps<T>) {
  return (
    <ul className="table-cards" aria-label={caption}>
      {rows.map((row) => (
        <TableCard key={rowKey(row)} row={row} {...rest} />
      ))}
    </ul>
  );
}

type TableCardProps<T> = Omit<TableCardsProps<T>, 'caption' | 'rows' | 'rowKey'> & { row: T };

function TableCard<T>({ row, columns, rowLabel, rowClassName }: TableCardProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const face = columns.filter((column) => priorityOf(column) !== 'detail');
  const details = columns.filter((column) => priorityOf(column) === 'detail');
  const name = rowLabel?.(row);
  return (
    <li className={['table-card', rowClassName?.(row)].filter(Boolean).join(' ')}>
      <CardPairs columns={face} row={row} />
      <button
        type="button"
        className="table-card__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={name ? t('ui.table.details.named', { name }) : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('ui.table.details')}
      </button>
      <div id={detailsId} hidden={!open}>
        <CardPairs columns={details} row={row} />
      </div>
    </li>
  );
}

function CardPairs<T>({ columns, row }: { columns: readonly Column<T>[]; row: T }) {
  return (
    <dl className="table-card__pairs">
      {columns.map((column) => (
        <div key={column.key} className="table-card__pair" data-priority={priorityOf(column)}>
          <dt>{column.header}</dt>
          <dd className={alignClass(column)}>{column.render(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
