import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortBy, toggleSort, type SortOrder } from './analysis-values';
import { NUMERIC_COLUMNS, cellText, signedCents } from './patrimony-cells';
import {
  PATRIMONY_COLUMNS,
  sortValue,
  type PatrimonyColumn,
  type PatrimonyGroup,
  type PatrimonyLine,
} from './patrimony-rows';
import { amountClass } from '../../components/amount';
import { CARDS_QUERY } from '../../components/table-columns';
import { useMediaQuery } from '../../components/use-media-query';
import { TableScroll } from '../../components/table-scroll';

/** The name and the amount always show; on a phone the amount comes right after the name. */
const ESSENTIAL = new Set<PatrimonyColumn>(['name', 'amount']);
const AMOUNT_FIRST: readonly PatrimonyColumn[] = [
  'name',
  'amount',
  ...PATRIMONY_COLUMNS.filter((column) => !ESSENTIAL.has(column)),
];

interface PatrimonyTableProps {
  groups: readonly PatrimonyGroup[];
  money: (cents: number, currency: string) => string;
}

/** Accounts under their type's heading, a total per type; a sort toggle per column. */
export function PatrimonyTable({ groups, money }: PatrimonyTableProps) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<SortOrder | null>(null);
  const caption = t('screen.analysis.patrimony');
  const columns = useMediaQuery(CARDS_QUERY) ? AMOUNT_FIRST : PATRIMONY_COLUMNS;
  const amountIndex = columns.indexOf('amount');
  const end = (column: string) =>
    NUMERIC_COLUMNS.has(column as never) ? 'table__cell--end' : undefined;
  const signed = (line: PatrimonyLine, column: PatrimonyColumn) =>
    [end(column), amountClass(signedCents(line, column))].filter(Boolean).join(' ') || undefined;
  const sorted = (group: PatrimonyGroup) =>
    order
      ? sortBy(group.lines, (line) => sortValue(line, order.key as never), order.ascending)
      : group.lines;
  return (
    <TableScroll label={caption}>
      <table className="table analysis-table patrimony-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={end(column)}
                data-priority={ESSENTIAL.has(column) ? 'essential' : 'normal'}
                aria-sort={
                  order?.key !== column ? 'none' : order.ascending ? 'ascending' : 'descending'
                }
              >
                <button
                  type="button"
                  className="analysis-table__sort"
                  onClick={() => setOrder(toggleSort(order, column))}
                >
                  {t(`analysis.patrimony.${column}`)}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <Fragment key={group.type}>
              <tr className="analysis-table__heading">
                <th scope="colgroup" colSpan={PATRIMONY_COLUMNS.length}>
                  {t(`account.type.${group.type}`)}
                </th>
              </tr>
              {sorted(group).map((line) => (
                <tr key={line.account.accountId}>
                  {columns.map((column) =>
                    column === 'name' ? (
                      <th key={column} scope="row" className="analysis-table__label depth-1">
                        {line.account.name}
                      </th>
                    ) : (
                      <td key={column} className={signed(line, column)}>
                        {cellText(line, column, money, t)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
              <tr className="analysis-table__total">
                <th scope="row" colSpan={amountIndex}>
                  {t('analysis.totalOf', { name: t(`account.type.${group.type}`) })}
                </th>
                <td className="table__cell--end">
                  {group.totals.map(({ currency, cents }) => (
                    <span
                      key={currency}
                      className={['patrimony-table__total', amountClass(cents)].join(' ').trim()}
                    >
                      {money(cents, currency)}
                    </span>
                  ))}
                </td>
                <td colSpan={columns.length - amountIndex - 1} />
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
