import {
  BooksImportCode,
  type ForeignBooks,
  type ForeignTransaction,
} from '../../../../contract/books-import';
import { AppError } from '../../../http/app-error';
import { accountKey, CARD_ACCOUNT_TYPE } from './kresus-accounts';
import type { KresusTransaction, KresusWorld } from './kresus-export-schema';
import { pairInternalTransfers } from './kresus-transfers';
import { kresusCents, kresusDay } from './kresus-values';

// Kresus's transactions: its cleaned bank label is the payee, the person's own label (or else
// the bank's raw text) the memo. A deferred card payment on a checking account is only a detail
// of the card summary debited later, which Kresus counts instead: it is not brought.

const DEFERRED_CARD = 'type.deferred_card';

export interface KresusTransactions {
  transactions: ForeignTransaction[];
  payees: ForeignBooks['payees'];
  deferredCardDetails: number;
  movedBudgetMonths: number;
}

function memoOf(t: KresusTransaction): string | null {
  if (t.customLabel && t.customLabel !== t.label) return t.customLabel;
  return t.rawLabel && t.rawLabel !== t.label ? t.rawLabel : null;
}

function foreignTransaction(
  t: KresusTransaction,
  key: string,
  categories: ReadonlySet<number>,
): ForeignTransaction {
  const amount = kresusCents(t.amount);
  const categoryKey =
    t.categoryId != null && categories.has(t.categoryId) ? String(t.categoryId) : null;
  const payee = t.label.trim();
  return {
    key,
    accountKey: accountKey(t.accountId),
    date: kresusDay(t.date),
    valueDate: t.debitDate ? kresusDay(t.debitDate) : null,
    amount,
    payeeKey: payee === '' ? null : payee,
    memo: memoOf(t),
    cleared: true,
    parts: [{ categoryKey, amount, memo: null, tagKeys: [] }],
    transferKey: null,
    foreign: null,
  };
}

export function kresusTransactions(world: KresusWorld): KresusTransactions {
  const accountTypes = new Map(world.accounts.map((a) => [a.id, a.type ?? null]));
  const categories = new Set(world.categories.map((c) => c.id));
  const brought: ForeignTransaction[] = [];
  const kinds = new Map<string, string | null>();
  let deferredCardDetails = 0;
  let movedBudgetMonths = 0;
  world.transactions.forEach((t, index) => {
    if (!accountTypes.has(t.accountId)) throw new AppError(422, BooksImportCode.invalidFile);
    if (t.type === DEFERRED_CARD && accountTypes.get(t.accountId) !== CARD_ACCOUNT_TYPE) {
      deferredCardDetails += 1;
      return;
    }
    const key = t.id == null ? `row-${index}` : String(t.id);
    const foreign = foreignTransaction(t, key, categories);
    if (t.budgetDate && kresusDay(t.budgetDate).slice(0, 7) !== foreign.date.slice(0, 7)) {
      movedBudgetMonths += 1;
    }
    kinds.set(key, t.type ?? null);
    brought.push(foreign);
  });
  const payeeNames = [...new Set(brought.flatMap((t) => (t.payeeKey ? [t.payeeKey] : [])))];
  return {
    transactions: pairInternalTransfers(brought, kinds),
    payees: payeeNames.map((name) => ({ key: name, name })),
    deferredCardDetails,
    movedBudgetMonths,
  };
}

/** What each account's brought transactions add up to. */
export function sumsByAccount(transactions: readonly ForeignTransaction[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const t of transactions) sums.set(t.accountKey, (sums.get(t.accountKey) ?? 0) + t.amount);
  return sums;
}
