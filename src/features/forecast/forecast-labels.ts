import type { TFunction } from 'i18next';
import { CategoryId } from '../../../contract/categories';
import { formatCents, type Cents } from '../../../contract/money';
import type { ForecastLine } from '../../../contract/forecast';

/** The category a line shows: split for several parts, nothing when undefined. */
export function categoryText(line: ForecastLine, t: TFunction): string {
  if (line.category.categoryId === CategoryId.split) {
    return t('forecast.category.split', { main: line.mainCategory.name });
  }
  return line.category.categoryId === CategoryId.undefined ? '' : line.category.name;
}

/** A transfer names its two accounts; otherwise the payee. */
export function payeeText(line: ForecastLine, t: TFunction): string {
  if (line.toAccount) {
    return t('forecast.transfer', { from: line.account?.name ?? '', to: line.toAccount.name });
  }
  return line.payee.payeeId > 0 ? line.payee.name : '';
}

/** Formats cents in a currency given by id, through the codes the accounts name. */
export function moneyOf(codes: ReadonlyMap<number, string>, fallback: string, language: string) {
  return (cents: Cents, currencyId?: number) =>
    formatCents(cents, (currencyId !== undefined && codes.get(currencyId)) || fallback, language);
}
export type Money = ReturnType<typeof moneyOf>;
