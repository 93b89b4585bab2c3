import type { Executor } from '../../../db/database';
import { booksVersion } from './operations-books-version.service';
import { findCrossCurrencyTransfers } from './operations-transfer-rates.repository';

/** A transfer between two currencies: what left one account and what reached the other. */
export interface CrossCurrencyTransfer {
  day: string;
  fromCurrencyId: number;
  toCurrencyId: number;
  /** Both positive cents, each in its own currency. */
  debited: number;
  credited: number;
}

const KEPT_USERS = 500;
const kept = new Map<number, { version: number; transfers: CrossCurrencyTransfer[] }>();

/**
 * The person's transfers across currencies (the rates they imply), read once per books version:
 * the query walks every transfer leg of the person, and a conversion may ask many times.
 */
export async function crossCurrencyTransfers(
  db: Executor,
  userId: number,
): Promise<CrossCurrencyTransfer[]> {
  const version = await booksVersion(db, userId);
  const entry = kept.get(userId);
  if (entry && entry.version === version && version >= 0) return entry.transfers;
  const rows = await findCrossCurrencyTransfers(db, userId);
  const transfers = rows.map((row) => ({
    day: row.day,
    fromCurrencyId: Number(row.fromCurrencyId),
    toCurrencyId: Number(row.toCurrencyId),
    debited: -Number(row.debited),
    credited: Number(row.credited),
  }));
  kept.delete(userId);
  kept.set(userId, { version, transfers });
  if (kept.size > KEPT_USERS) kept.delete(kept.keys().next().value!);
  return transfers;
}
