import type { IsoDate } from '../../../contract/dates';
import { CategoryId, type CategoryRefDto } from '../../../contract/categories';
import { isSplit, mainPart } from '../../../contract/operations-split';
import type { Executor } from '../../db/database';
import * as repository from './forecast-books.repository';

// What the forecast views read of the books: accounts, balances from the rollups,
// the real operations of a period and category names.

export interface ForecastAccount {
  id: number;
  name: string;
  currencyId: number;
  symb: string;
  initialBalance: number;
}

export interface RealOperation {
  id: number;
  accountId: number;
  toAccountId: number | null;
  date: IsoDate;
  amount: number;
  memo: string | null;
  echeanceId: number | null;
  payee: { payeeId: number; name: string };
  /** What the line shows: split (-2) for several parts, else the main category. */
  category: CategoryRefDto;
  /** The part of the largest amount's category (undefined -1 when none). */
  mainCategory: CategoryRefDto;
}

const UNDEFINED = { categoryId: CategoryId.undefined, name: '' };

function categoriesOf(
  parts: readonly { categoryId: number | null; amount: number; categoryName: string | null }[],
) {
  const main = mainPart(parts);
  const mainCategory =
    main?.categoryId == null
      ? UNDEFINED
      : { categoryId: main.categoryId, name: main.categoryName ?? '' };
  const category = isSplit(parts) ? { categoryId: CategoryId.split, name: '' } : mainCategory;
  return { category, mainCategory };
}

export function forecastAccounts(db: Executor, userId: number): Promise<ForecastAccount[]> {
  return repository.findAccounts(db, userId);
}

/**
 * Each account's balance at the end of `date`: its initial balance, the rollups of the earlier
 * months and that month's own lines, as operations-balance.service.ts `accountBalance` counts
 * them, for every account in two queries.
 */
export async function balancesOn(
  db: Executor,
  userId: number,
  accounts: readonly ForecastAccount[],
  date: IsoDate,
): Promise<Map<number, number>> {
  const ids = accounts.map((account) => account.id);
  const month = date.slice(0, 7);
  const [earlier, current] = await Promise.all([
    repository.sumMonthsBeforeByAccount(db, userId, ids, month),
    repository.sumOperationsBetweenByAccount(db, userId, ids, `${month}-01`, date),
  ]);
  const balances = new Map(accounts.map((account) => [account.id, account.initialBalance]));
  for (const row of [...earlier, ...current]) {
    balances.set(row.accountId, balances.get(row.accountId)! + Number(row.total ?? 0));
  }
  return balances;
}

/** The operations of the accounts dated in the period, by date, with their categories. */
export async function realOperations(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  period: { from: IsoDate; to: IsoDate },
): Promise<RealOperation[]> {
  const window = { userId, accountIds, ...period };
  const [rows, parts] = await Promise.all([
    repository.findOperations(db, window),
    repository.findParts(db, window),
  ]);
  const partsOf = new Map<number, typeof parts>();
  for (const part of parts)
    partsOf.set(part.operationId, [...(partsOf.get(part.operationId) ?? []), part]);
  return rows.map((row) => {
    const own = partsOf.get(row.id) ?? [];
    return {
      id: row.id,
      accountId: row.accountId,
      toAccountId: row.toAccountId,
      date: row.date,
      amount: Number(row.amount),
      memo: row.memo,
      echeanceId: row.echeanceId,
      payee: { payeeId: row.payeeId ?? -1, name: row.payeeName ?? '' },
      ...categoriesOf(own),
    };
  });
}

/** The names of the user's categories (split and undefined have none stored). */
export async function categoryNames(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const stored = [...new Set(ids)].filter((id) => id > 0);
  const rows = await repository.findCategoryNames(db, userId, stored);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  names.set(CategoryId.undefined, '');
  names.set(CategoryId.split, '');
  return names;
}
