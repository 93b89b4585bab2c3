import type { TFunction } from 'i18next';
import { CategoryId } from '../../../../contract/categories';
import { formatCents, type Cents } from '../../../../contract/money';
import type { OperationDto } from '../../../../contract/operations-dto';
import { isSplit } from '../../../../contract/operations-split';

/** The category a line shows: split when it has several parts (spec 001 §3). */
export function categoryText(operation: OperationDto, t: TFunction): string {
  if (isSplit(operation.splitOperations)) return t('ui.category.split');
  if (operation.category.categoryId === CategoryId.undefined) return '';
  return operation.category.name;
}

/** The type's name in the reader's language, its abbreviation when we have no name for it. */
export function typeText(operation: OperationDto, t: TFunction): string {
  const { abrv } = operation.type;
  return abrv ? t(`operation.type.${abrv}`, { defaultValue: abrv }) : '';
}

/** A transfer names the other account instead of a payee. */
export function payeeText(operation: OperationDto, t: TFunction): string {
  if (operation.toAccount)
    return t('operations.list.transferTo', { name: operation.toAccount.name });
  return operation.payee.payeeId > 0 ? operation.payee.name : '';
}

/** Formats cents with 2 decimals and the account's currency (ISO code), in the reader's language. */
export const moneyFormatter = (currency: string, language: string) => (cents: Cents) =>
  formatCents(cents, currency, language);
