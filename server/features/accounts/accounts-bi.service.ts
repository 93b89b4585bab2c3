import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './accounts-bi.repository';

export type LinkedAccount = Awaited<ReturnType<typeof repository.findLinkedAccounts>>[number];

/** The user's accounts linked to an aggregator account. */
export function linkedAccounts(db: Executor, userId: number): Promise<LinkedAccount[]> {
  return repository.findLinkedAccounts(db, userId);
}

/** The names of these accounts; any id not the user's answers 404. */
export async function accountNames(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const rows = await repository.findAccountNames(db, userId, unique);
  if (rows.length !== unique.length) throw AppError.notFound();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Links exactly these accounts (local id → aggregator id); only the others are unlinked, so a
 * still-linked account keeps its sync error until its next sync.
 */
export async function relinkAccounts(
  db: Executor,
  userId: number,
  links: ReadonlyMap<number, number>,
): Promise<void> {
  await repository.unlinkAll(db, userId, [...links.keys()]);
  for (const [accountId, biAccountId] of links) {
    await repository.link(db, userId, accountId, biAccountId);
  }
}

/** A success clears the error and stamps the sync; a failure sets the error (spec 000 §4). */
export async function recordSync(
  db: Executor,
  userId: number,
  accountId: number,
  result: { error: string | null; at: string },
): Promise<void> {
  await repository.setSyncResult(
    db,
    userId,
    accountId,
    result.error === null
      ? { biSyncError: null, lastBiSyncDate: result.at }
      : { biSyncError: result.error },
  );
}
