import { DAY_MS } from '../../../contract/dates';
import {
  BI_INTERNAL_SERVER_ERROR,
  BiMessageCode,
  type BiAccountImportResult,
} from '../../../contract/bi';
import { AppError } from '../../http/app-error';
import type { ProviderAccount } from '../../integrations/aggregator/aggregator';
import { accountNames, linkedAccounts, recordSync } from '../accounts/accounts-bi.service';
import type { BiDeps } from './bi-deps';
import { checkConnections } from './bi-importer-rules';
import { refreshFromProvider } from './bi-importers.service';
import { syncedLineOf } from './bi-lines';
import { syncLines, type SyncCount } from './bi-sync-lines.service';
import { providerCall, providerToken } from './bi-provider-user';
import * as repository from './bi.repository';

// A synchronisation: the provider asked to refresh each connection, then each linked account's
// lines read and written through bi-sync-lines (the import's matching and the one write path).
// Success clears the account's error and stamps lastBiSyncDate; a connection in error puts its
// state on the account; a failure on our side puts INTERNAL_SERVER_ERROR.

/** Lines are read again this far behind the last sync: pending lines post, banks are late. */
const OVERLAP_DAYS = 10;

interface AccountJob {
  accountId: number;
  originId: number;
  minDate: string | undefined;
}

async function syncAccount(
  deps: BiDeps,
  userId: number,
  token: string,
  job: AccountJob,
  precision: number,
): Promise<SyncCount> {
  const found = await deps.aggregator.transactions(token, {
    accountId: job.originId,
    minDate: job.minDate,
  });
  const lines = found.filter((t) => t.accountId === job.originId);
  const at = new Date(deps.clock()).toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const count = await syncLines(
      trx,
      userId,
      job.accountId,
      lines.map((t) => syncedLineOf(t, precision)),
      job.minDate ?? null,
    );
    await recordSync(trx, userId, job.accountId, { error: null, at });
    return count;
  });
}

const laterOf = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined ? a : a > b ? a : b;

async function accountJobs(deps: BiDeps, userId: number) {
  const db = deps.db.kysely;
  const [importers, linked] = await Promise.all([
    repository.findImporters(db, userId),
    linkedAccounts(db, userId),
  ]);
  const lastSync = new Map(linked.map((a) => [a.id, a.lastBiSyncDate]));
  return importers
    .filter((row) => row.targetAccountId !== null && row.type !== 'PREVENT_SYNC')
    .map((row) => {
      const last = lastSync.get(row.targetAccountId!);
      const overlap = last
        ? new Date(Date.parse(last) - OVERLAP_DAYS * DAY_MS).toISOString().slice(0, 10)
        : undefined;
      const from = row.type === 'FROM_DATE' ? (row.date ?? undefined) : undefined;
      return {
        job: {
          accountId: row.targetAccountId!,
          originId: row.originId,
          minDate: laterOf(from, overlap),
        },
        state: row.state,
      };
    });
}

async function askConnections(deps: BiDeps, token: string, userId: number) {
  for (const connection of await repository.findConnections(deps.db.kysely, userId)) {
    await deps.aggregator.syncConnection(token, connection.id).catch((error: unknown) => {
      deps.logger.warn({ err: error, userId }, 'bi: the provider did not sync a connection');
    });
  }
}

async function markAllFailed(deps: BiDeps, userId: number) {
  const at = new Date(deps.clock()).toISOString();
  for (const account of await linkedAccounts(deps.db.kysely, userId)) {
    await recordSync(deps.db.kysely, userId, account.id, { error: BI_INTERNAL_SERVER_ERROR, at });
  }
}

export interface SyncOptions {
  /**
   * Ask the provider to refresh each connection first: only while the person is here (a click,
   * a sign-in), since a refresh may ask them for a strong authentication. A provider's webhook
   * says the data is fresh: asking again would only bring another webhook.
   */
  askProvider: boolean;
}

/** Synchronises every linked account of the user; never throws (failures are on the accounts). */
export async function runSync(deps: BiDeps, userId: number, options: SyncOptions): Promise<void> {
  const token = await providerToken(deps, userId);
  if (!token) return;
  let accounts: ProviderAccount[];
  try {
    if (options.askProvider) await askConnections(deps, token, userId);
    accounts = await refreshFromProvider(deps, userId);
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'bi: synchronisation failed at the provider');
    await markAllFailed(deps, userId);
    return;
  }
  const precision = new Map(accounts.map((a) => [a.id, a.currency.precision]));
  const at = new Date(deps.clock()).toISOString();
  for (const { job, state } of await accountJobs(deps, userId)) {
    if (state) {
      await recordSync(deps.db.kysely, userId, job.accountId, { error: state, at });
      continue;
    }
    await syncAccount(deps, userId, token, job, precision.get(job.originId) ?? 2).catch(
      async (error: unknown) => {
        deps.logger.warn({ err: error, userId, accountId: job.accountId }, 'bi: account failed');
        await recordSync(deps.db.kysely, userId, job.accountId, {
          error: BI_INTERNAL_SERVER_ERROR,
          at,
        });
      },
    );
  }
}

/** POST api/bi/account/{id}/operation/import: the account's lines from startDate, now. */
export async function importAccount(
  deps: BiDeps,
  userId: number,
  accountId: number,
  startDate: string,
): Promise<BiAccountImportResult> {
  const db = deps.db.kysely;
  await accountNames(db, userId, [accountId]);
  const linked = (await linkedAccounts(db, userId)).find((a) => a.id === accountId);
  const token = await providerToken(deps, userId);
  const importer = (await repository.findImporters(db, userId)).find(
    (row) => row.originId === linked?.biAccountId,
  );
  if (!linked || !token || !importer) throw AppError.badRequest(BiMessageCode.accountNotValid);
  checkConnections([
    { ...importer, targetAccountId: accountId, type: 'ALL_AVAILABLE', date: null },
  ]);
  const accounts = await providerCall(() => deps.aggregator.accounts(token));
  const precision = accounts.find((a) => a.id === importer.originId)?.currency.precision ?? 2;
  const job = { accountId, originId: importer.originId, minDate: startDate };
  const count = await providerCall(() => syncAccount(deps, userId, token, job, precision));
  const after = (await linkedAccounts(db, userId)).find((a) => a.id === accountId);
  await deps.biEvents.publish(userId);
  return { ...count, lastBiSyncDate: after?.lastBiSyncDate ?? null };
}
