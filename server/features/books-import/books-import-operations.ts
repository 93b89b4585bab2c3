import type { BooksSource, ForeignPart, ForeignTransaction } from '../../../contract/books-import';
import type { Creation } from '../operations/write/operations-create.service';
import type { OperationInput, PartInput } from '../operations/write/operations-write.service';
import { operationIdentity } from './books-import-plan';
import { idOf, type ReferenceIds } from './books-import-references';

// The transactions of a plan as creations of the books' one write path: a transfer's two legs
// become one createTransfer (each leg its own account's amount, currencies alike or not).

function partOf(part: ForeignPart, ids: ReferenceIds): PartInput {
  return {
    categoryId: idOf(ids.categories, part.categoryKey),
    amount: part.amount,
    memo: part.memo,
    tagIds: [...new Set(part.tagKeys.map((key) => ids.tags.get(key)!))],
  };
}

function inputOf(source: BooksSource, t: ForeignTransaction, ids: ReferenceIds): OperationInput {
  return {
    accountId: ids.accounts.get(t.accountKey)!,
    date: t.date,
    valueDate: t.valueDate ?? t.date,
    amount: t.amount,
    state: t.cleared ? 'P' : null,
    payeeId: idOf(ids.payees, t.payeeKey),
    memo: t.memo,
    bankId: operationIdentity(source, t.key),
    parts: t.parts.map((part) => partOf(part, ids)),
  };
}

/** The creations (the plan holds no transaction of 0: an operation moves money). */
export function creationsOf(
  source: BooksSource,
  transactions: readonly ForeignTransaction[],
  ids: ReferenceIds,
) {
  const byKey = new Map(transactions.map((t) => [t.key, t]));
  const creations: Creation[] = [];
  const done = new Set<string>();
  for (const t of transactions) {
    if (done.has(t.key)) continue;
    done.add(t.key);
    const partner = t.transferKey === null ? undefined : byKey.get(t.transferKey);
    if (partner) {
      done.add(partner.key);
      const [debit, credit] = t.amount < 0 ? [t, partner] : [partner, t];
      creations.push({
        kind: 'createTransfer',
        source: inputOf(source, debit, ids),
        target: inputOf(source, credit, ids),
      });
    } else creations.push({ kind: 'create', operation: inputOf(source, t, ids) });
  }
  return creations;
}
