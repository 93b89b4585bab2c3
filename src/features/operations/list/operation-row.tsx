import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../../contract/dates';
import type { Cents } from '../../../../contract/money';
import { POINTED } from '../../../../contract/operations';
import type { OperationDto } from '../../../../contract/operations-dto';
import { categoryText, payeeText, typeText } from './operation-labels';

/** The list's lines and what they do; the table passes them on to each row. */
export interface OperationsTableProps {
  operations: readonly OperationDto[];
  simpleMode: boolean;
  /** Sorted by value date: the date column shows the value date (one date, the sorted one). */
  byValueDate: boolean;
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

const amountClass = (base: string, cents: Cents) =>
  `${base} operations-table__number${cents < 0 ? ' amount--negative' : ''}`;

/**
 * One line of the list, one text line high on large screens: the type as its short code with its
 * name on hover, the memo cut with an ellipsis (whole on hover and while the line has the focus).
 * The date it shows is the one the list is sorted by (the value date or the operation date).
 */
export function OperationRow({ index, ...props }: OperationsTableProps & { index: number }) {
  const { t } = useTranslation();
  const operation = props.operations[index]!;
  const { operationId } = operation;
  const pointed = operation.state === POINTED;
  const sortDate = props.byValueDate ? operation.valueDate : operation.date;
  const date = formatIsoDate(sortDate, props.small);
  const amount = props.money(operation.amount);
  const payee = payeeText(operation, t);
  const category = categoryText(operation, t);
  const name = t('operations.list.rowName', { date, payee, amount });
  // GET /api/operation gives each line its running balance.
  const balance = operation.balance ?? 0;
  const typeName = typeText(operation, t);

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
      {!props.simpleMode && (
        <td className="operations-cell--type">
          {typeName && <abbr title={typeName}>{operation.type.abrv}</abbr>}
        </td>
      )}
      <td className="operations-cell--payee" title={payee || undefined}>
        {payee}
      </td>
      <td className="operations-cell--category" title={category || undefined}>
        {category}
      </td>
      {!props.simpleMode && (
        <td className="operations-cell--memo" title={operation.memo ?? undefined}>
          {operation.memo}
        </td>
      )}
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
          {t('operations.list.column.pointed')}
        </button>
      </td>
    </tr>
  );
}
