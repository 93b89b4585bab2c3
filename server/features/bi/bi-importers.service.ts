import {
  BI_IGNORE_TARGET_ID,
  BI_TRANSACTION_THRESHOLD,
  BiMessageCode,
  type BiImporter,
  type BiImporterDto,
} from '../../../contract/bi';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ProviderAccount } from '../../integrations/aggregator/aggregator';
import { accountNames, linkedAccounts, relinkAccounts } from '../accounts/accounts-bi.service';
import type { BiDeps } from './bi-deps';
import { checkConnections, checkSelection, isChosen } from './bi-importer-rules';
import { providerCall, providerToken } from './bi-provider-user';
import * as repository from './bi.repository';

// The importer entries (spec 000 §3, §5): one per bank account at the provider, saying into which
// local account and from when its lines are imported. An ignored entry (target -100) is stored
// as no target with a type; an unchosen one has neither.

type Row = Awaited<ReturnType<typeof repository.findImporters>>[number];

const targetOf = (row: Row) =>
  row.targetAccountId ?? (row.type !== null ? BI_IGNORE_TARGET_ID : null);

const asImporter = (row: Row): BiImporter => ({
  originId: row.originId,
  targetAccountId: targetOf(row),
  type: row.type ?? 'ALL_AVAILABLE',
  date: row.date,
});

/** The importer entries decide which local accounts stay linked (a vanished one unlinks). */
export async function relinkFromImporters(db: Executor, userId: number) {
  const importers = await repository.findImporters(db, userId);
  const links = importers.flatMap((row) =>
    row.targetAccountId === null ? [] : [[row.targetAccountId, row.originId] as const],
  );
  await relinkAccounts(db, userId, new Map(links));
}

/**
 * Reads the user's connections and bank accounts from the provider into the tables; answers the
 * bank accounts as the provider gave them (none without a provider user).
 */
export async function refreshFromProvider(
  deps: BiDeps,
  userId: number,
): Promise<ProviderAccount[]> {
  const token = await providerToken(deps, userId);
  if (!token) return [];
  const [connections, accounts] = await providerCall(() =>
    Promise.all([deps.aggregator.connections(token), deps.aggregator.accounts(token)]),
  );
  const known = new Set(connections.map((c) => c.id));
  await deps.db.kysely.transaction().execute(async (trx) => {
    await repository.replaceConnections(trx, userId, connections);
    await repository.replaceImporterAccounts(
      trx,
      userId,
      accounts.filter((a) => known.has(a.connectionId)),
    );
    await relinkFromImporters(trx, userId);
  });
  return accounts;
}

export async function listImporters(db: Executor, userId: number): Promise<BiImporterDto[]> {
  const [rows, linked] = await Promise.all([
    repository.findImporters(db, userId),
    linkedAccounts(db, userId),
  ]);
  const byOrigin = new Map(linked.map((a) => [a.biAccountId!, a]));
  return rows.map((row) => {
    const account = byOrigin.get(row.originId);
    return {
      id: row.originId,
      originId: row.originId,
      name: row.name,
      number: row.number,
      currency: row.currency,
      connectionId: row.connectionId,
      bankName: row.bankName,
      error: row.state,
      account: account ? { accountId: account.id, name: account.name } : null,
      targetAccountId: targetOf(row),
      type: row.type,
      date: row.date,
    };
  });
}

/** The provider's line count of each chosen entry over the threshold, by origin id. */
async function checkThreshold(deps: BiDeps, userId: number, entries: readonly BiImporter[]) {
  const token = await providerToken(deps, userId);
  if (!token) throw AppError.badRequest(BiMessageCode.accountNotValid);
  const errors: Record<string, { count: number; threshold: number }> = {};
  for (const entry of entries.filter((e) => isChosen(e) && e.type !== 'PREVENT_SYNC')) {
    const minDate = entry.type === 'FROM_DATE' ? (entry.date ?? undefined) : undefined;
    const lines = await providerCall(() =>
      deps.aggregator.transactions(token, { accountId: entry.originId, minDate }),
    );
    if (lines.length > BI_TRANSACTION_THRESHOLD) {
      errors[String(entry.originId)] = { count: lines.length, threshold: BI_TRANSACTION_THRESHOLD };
    }
  }
  if (Object.keys(errors).length)
    throw new AppError(400, BiMessageCode.thresholdReached, { errors });
}

/** Every rule of the selection; answers the whole selection after the change, nothing written. */
export async function verifyImporters(deps: BiDeps, userId: number, asked: readonly BiImporter[]) {
  const db = deps.db.kysely;
  if (new Set(asked.map((e) => e.originId)).size !== asked.length) throw AppError.badRequest();
  const rows = await repository.findImporters(db, userId);
  const stored = new Map(rows.map((row) => [row.originId, row]));
  if (asked.some((e) => !stored.has(e.originId))) throw AppError.notFound();
  await accountNames(
    db,
    userId,
    asked.filter(isChosen).map((e) => e.targetAccountId!),
  );
  const changed = new Map(asked.map((e) => [e.originId, e]));
  const merged = rows.map((row) => ({
    ...(changed.get(row.originId) ?? asImporter(row)),
    connectionId: row.connectionId,
    state: row.state,
  }));
  checkSelection(merged, asked);
  checkConnections(merged);
  await checkThreshold(deps, userId, asked);
  return merged;
}

/** Saves the entries once every rule holds, and links the local accounts to the bank's. */
export async function saveImporters(deps: BiDeps, userId: number, asked: readonly BiImporter[]) {
  const merged = await verifyImporters(deps, userId, asked);
  await deps.db.kysely.transaction().execute(async (trx) => {
    await repository.clearImporterChoices(trx, userId);
    for (const entry of merged) {
      if (entry.targetAccountId === null) continue;
      const chosen = isChosen(entry);
      await repository.setImporterChoice(trx, userId, entry.originId, {
        targetAccountId: chosen ? entry.targetAccountId : null,
        type: chosen ? entry.type : 'PREVENT_SYNC',
        date: chosen && entry.type === 'FROM_DATE' ? (entry.date ?? null) : null,
      });
    }
    const links = merged.filter(isChosen).map((e) => [e.targetAccountId!, e.originId] as const);
    await relinkAccounts(trx, userId, new Map(links));
  });
}
