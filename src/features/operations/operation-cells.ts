import { CategoryId } from '../../../contract/categories';
import { formatIsoDate } from '../../../contract/dates';
import type { Cents } from '../../../contract/money';
import type { OperationDto } from '../../../contract/operations-dto';
import { isSplit } from '../../../contract/operations-split';

// How an operation's cells read, the same on screen and in the PDF.

type Translate = (key: string) => string;

export const dateCell = (date: string, small: boolean) => formatIsoDate(date, small);

export const typeCell = (operation: OperationDto, t: Translate) =>
  operation.type.abrv ? t(`operation.type.${operation.type.abrv}`) : '';

/** Several parts read as split; no category reads empty. */
export function categoryCell(operation: OperationDto, t: Translate): string {
  if (isSplit(operation.splitOperations)) return t('ui.category.split');
  return operation.category.categoryId === CategoryId.undefined ? '' : operation.category.name;
}

/**
 * Cents with 2 decimals, grouped, and the currency symbol after them ("-1 234,50 €"). The
 * division is for display only; the grouping spaces are plain ones so any font can draw them.
 */
export function amountCell(cents: Cents, symbol: string, language: string): string {
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return `${number.replace(/[\u00a0\u202f]/g, ' ')} ${symbol}`;
}
