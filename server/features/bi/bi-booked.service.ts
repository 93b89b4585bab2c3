import { chunks } from '../../db/chunks';
import type { Executor } from '../../db/database';
import * as repository from './bi-booked.repository';

export interface BiBooked {
  id: number;
  date: string;
  amount: number;
  memo: string | null;
  biTransactionId: number | null;
  biPending: boolean;
}

const booked = (row: Awaited<ReturnType<typeof repository.findPending>>[number]): BiBooked => ({
  ...row,
  biPending: row.biPending === 1,
});

/** The account's operations carrying one of these aggregator ids, by id. */
export async function operationsByBiTransaction(
  db: Executor,
  userId: number,
  accountId: number,
  ids: readonly number[],
): Promise<Map<number, BiBooked>> {
  const found = new Map<number, BiBooked>();
  for (const batch of chunks([...new Set(ids)])) {
    for (const row of await repository.findByBiTransactionIds(db, userId, accountId, batch)) {
      found.set(row.biTransactionId!, booked(row));
    }
  }
  return found;
}

/** The account's operations synced while pending and not seen posted yet. */
export async function pendingBiOperations(
  db: Executor,
  userId: number,
  accountId: number,
): Promise<BiBooked[]> {
  return (await repository.findPending(db, userId, accountId)).map(booked);
}

/** Which of these operations already stand for an aggregator line. */
export async function operationsWithBiIdentity(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const found = new Set<number>();
  for (const batch of chunks([...new Set(ids)])) {
    for (const row of await repository.findBiIdsOf(db, userId, batch)) {
      if (row.biTransactionId !== null) found.add(row.id);
    }
  }
  return found;
}
