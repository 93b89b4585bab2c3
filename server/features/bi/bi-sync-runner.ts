import type { BiSyncStatus } from '../../../contract/bi';
import type { Db } from '../../db/database';
import { runInBackground } from '../../jobs/background';
import type { BiDeps } from './bi-deps';
import { runSync, type SyncOptions } from './bi-sync.service';
import * as repository from './bi.repository';

// Synchronisations run in the background (jobs/background.ts: shutdown waits for them), one at a
// time per person: the request that starts one answers at once, the status route says PENDING
// (202) until it ends, then the user's open pages are told (ctx.biEvents). The PENDING mark lives in bi_users so every app server sees it; one
// left behind by a stopped server counts as done after a while.

const STALE_AFTER_MS = 10 * 60_000;
const running = new WeakMap<Db, Map<number, Promise<void>>>();

const runsOf = (db: Db) => {
  let runs = running.get(db);
  if (!runs) running.set(db, (runs = new Map()));
  return runs;
};

async function runAndRelease(deps: BiDeps, userId: number, options: SyncOptions): Promise<void> {
  try {
    await runSync(deps, userId, options);
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'bi: synchronisation stopped');
  } finally {
    const at = new Date(deps.clock()).toISOString();
    await repository
      .setSyncStatus(deps.db.kysely, userId, { syncStatus: 'IDLE', lastSyncAt: at })
      .catch((error: unknown) => deps.logger.error({ err: error, userId }, 'bi: status kept'));
    await deps.biEvents.publish(userId).catch(() => undefined);
  }
}

/** Starts the user's synchronisation unless one runs; resolves once it is marked PENDING. */
export async function startSync(
  deps: BiDeps,
  userId: number,
  options: SyncOptions = { askProvider: true },
): Promise<void> {
  const runs = runsOf(deps.db);
  if (runs.has(userId)) return;
  let marked!: (started: boolean) => void;
  const started = new Promise<boolean>((resolve) => (marked = resolve));
  const work = runInBackground(deps.logger, 'bank sync', async () => {
    try {
      const row = await repository.findBiUser(deps.db.kysely, userId);
      if (!row?.token) return;
      await repository.setSyncStatus(deps.db.kysely, userId, {
        syncStatus: 'PENDING',
        syncRequestedAt: new Date(deps.clock()).toISOString(),
      });
      marked(true);
      await runAndRelease(deps, userId, options);
    } catch (error) {
      deps.logger.error({ err: error, userId }, 'bi: synchronisation not started');
    } finally {
      marked(false);
      runs.delete(userId);
    }
  });
  runs.set(userId, work);
  await started;
}

/** Resolves when the user's synchronisation on this server has ended (tests, shutdown). */
export async function syncSettled(db: Db, userId: number): Promise<void> {
  await runsOf(db).get(userId);
}

export async function syncStatus(deps: BiDeps, userId: number): Promise<BiSyncStatus> {
  const row = await repository.findBiUser(deps.db.kysely, userId);
  const pending =
    row?.syncStatus === 'PENDING' &&
    Date.parse(row.syncRequestedAt ?? '') > deps.clock() - STALE_AFTER_MS;
  return { status: pending ? 'PENDING' : 'DONE', lastSyncDate: row?.lastSyncAt ?? null };
}
