import { sql } from 'kysely';
import type { Executor } from '../../db/database';

// The operations a batch of imported lines may be: each query serves many lines at once, through
// operations_bank_id_uq, operations_fingerprint_uq and operations_amount_idx.

function candidates(db: Executor, userId: number) {
  return db
    .selectFrom('operations as o')
    .leftJoin('payees as p', (join) =>
      join.onRef('p.id', '=', 'o.payeeId').onRef('p.userId', '=', 'o.userId'),
    )
    .select([
      'o.id',
      'o.accountId',
      'o.date',
      'o.amount',
      'o.bankId',
      'o.fingerprint',
      'o.occurrence',
      sql<string>`coalesce(p.name, o.memo, '')`.as('label'),
    ])
    .where('o.userId', '=', userId);
}

export function findByBankIds(
  db: Executor,
  userId: number,
  accountId: number,
  bankIds: readonly string[],
) {
  return candidates(db, userId)
    .where('o.accountId', '=', accountId)
    .where('o.bankId', 'in', bankIds)
    .execute();
}

export function findByFingerprints(
  db: Executor,
  userId: number,
  accountId: number,
  fingerprints: readonly string[],
) {
  return candidates(db, userId)
    .where('o.accountId', '=', accountId)
    .where('o.fingerprint', 'in', fingerprints)
    .execute();
}

export interface AmountWindow {
  amounts: readonly number[];
  from: string;
  to: string;
}

export function findByAmounts(
  db: Executor,
  userId: number,
  accountId: number,
  { amounts, from, to }: AmountWindow,
) {
  return candidates(db, userId)
    .where('o.accountId', '=', accountId)
    .where('o.amount', 'in', amounts)
    .where('o.date', '>=', from)
    .where('o.date', '<=', to)
    .execute();
}

/** Simple operations of the user's other accounts, not a transfer leg yet. */
export function findTransferLegs(
  db: Executor,
  userId: number,
  accountId: number,
  { amounts, from, to }: AmountWindow,
) {
  // The other accounts as a list, so that operations_amount_idx serves each (account, amount).
  const others = db
    .selectFrom('accounts')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '<>', accountId);
  return candidates(db, userId)
    .where('o.accountId', 'in', others)
    .where('o.transferId', 'is', null)
    .where('o.amount', 'in', amounts)
    .where('o.date', '>=', from)
    .where('o.date', '<=', to)
    .execute();
}

export function findRefs(db: Executor, userId: number, ids: readonly number[]) {
  return candidates(db, userId)
    .innerJoin('accounts as a', (join) =>
      join.onRef('a.id', '=', 'o.accountId').onRef('a.userId', '=', 'o.userId'),
    )
    .select('a.name as accountName')
    .where('o.id', 'in', ids)
    .execute();
}
