import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../../contract/dates';
import type { Cents } from '../../../../contract/money';
import { POINTED } from '../../../../contract/operations';
import type { OperationDto } from '../../../../contract/operations-dto';
import { categoryText, payeeText, typeText } from './operation-labels';

export interface OperationsTableProps {
  operations: readonly OperationDto[];
  simpleMode: boolean;
  small: boolean;
  money: (cents: Cents) => string;
  selected: ReadonlySet<number>;
  onToggleSelected: (id: number) => void;
  /** The line reachable with Tab (the others with the arrows). */
  focusedIndex: number;
  onFocusRow: (index: number) => void;
  onOpen: (operation: OperationDto) => void;
  onTogglePoint: (operation: OperationDto) => void;
}

/** Clicks on a line's own controls do not open it. */
const onControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('button, input, a, label') !== null;

/** The lines of the period: a table on large screens, stacked lines on phones (CSS). */
export function OperationsTable(props: OperationsTableProps) {
  const { t } = useTranslation();
  const { operations, simpleMode } = props;
  return (
    <div className="operations-table-wrap">
      <table className="operations-table" data-simple={simpleMode || undefined}>
        <caption className="sr-only">
          {t('operations.list.caption', { count: operations.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('operations.list.column.select')}</span>
            </th>
            <th scope="col">{t('operations.list.column.date')}</th>
            {!simpleMode && <th scope="col">{t('operations.list.column.type')}</th>}
            <th scope="col">{t('operations.list.column.payee')}</th>
            <th scope="col">{t('operations.list.column.category')}</th>
            {!simpleMode && <th scope="col">{t('operations.list.column.memo')}</th>}
            <th scope="col" className="operations-table__number">
              {t('operations.list.column.amount')}
            </th>
            <th scope="col" className="operations-table__number">
              {t('operations.list.column.balance')}
            </th>
            <th scope="col" className="operations-table__point">
              {t('operations.list.column.pointed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {operations.map((operation, index) => (
            <OperationRow key={operation.operationId} {...props} index={index} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OperationRow({ index, ...props }: OperationsTableProps & { index: number }) {
  const { t } = useTranslation();
  const operation = props.operations[index]!;
  const { operationId } = operation;
  const pointed = operation.state === POINTED;
  const date = formatIsoDate(operation.date, props.small);
  const amount = props.money(operation.amount);
  const payee = payeeText(operation, t);
  const name = t('operations.list.rowName', { date, payee, amount });
  // GET /api/operation gives each line its running balance.
  const balance = operation.balance ?? 0;

  return (
    <tr
      data-row-index={index}
      tabIndex={index === props.focusedIndex ? 0 : -1}
      aria-label={name}
      className={props.selected.has(operationId) ? 'operations-row is-selected' : 'operations-row'}
      onFocus={(event) => event.target === event.currentTarget && props.onFocusRow(index)}
      onClick={(event) => !onControl(event) && props.onOpen(operation)}
    >
      <td className="operations-cell--select">
        <input
          type="checkbox"
          className="field__checkbox"
          aria-label={t('operations.list.select', { name })}
          checked={props.selected.has(operationId)}
          onChange={() => props.onToggleSelected(operationId)}
        />
      </td>
      <td className="operations-cell--date">{date}</td>
      {!props.simpleMode && <td className="operations-cell--type">{typeText(operation, t)}</td>}
      <td className="operations-cell--payee">{payee}</td>
      <td className="operations-cell--category">{categoryText(operation, t)}</td>
      {!props.simpleMode && <td className="operations-cell--memo">{operation.memo}</td>}
      <td className={amountClass('operations-cell--amount', operation.amount)}>{amount}</td>
      <td className={amountClass('operations-cell--balance', balance)}>
        <span className="operations-cell__label">{t('operations.list.column.balance')} </span>
        {props.money(balance)}
      </td>
      <td className="operations-cell--point">
        <button
          type="button"
          className="point-toggle"
          aria-pressed={pointed}
          aria-label={t('operations.list.point', { name })}
          title={t(pointed ? 'operations.list.pointed' : 'operations.list.notPointed')}
          onClick={() => props.onTogglePoint(operation)}
        >
          P
        </button>
      </td>
    </tr>
  );
}

const amountClass = (base: string, cents: Cents) =>
  `${base} operations-table__number${cents < 0 ? ' amount--negative' : ''}`;
