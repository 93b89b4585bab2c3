import {
  ACTIVE_DAYS,
  ASSIGNABLE_PROFILES,
  PACKS,
  USAGE_MONTHS,
  type CountPerProfile,
  type UsageSummary,
} from '../../../contract/admin-users-actions';
import { DAY_MS } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import * as repository from './admin-reference.repository';

export async function listProfiles(db: Executor) {
  const rows = await repository.findProfiles(db);
  return rows.map((row) => ({ ...row, assignable: ASSIGNABLE_PROFILES.includes(row.name) }));
}

export function listFunctionalities(db: Executor) {
  return repository.findFunctionalities(db);
}

export const listPacks = () => PACKS.map((pack) => ({ ...pack }));

export async function countPerProfile(db: Executor): Promise<CountPerProfile> {
  const rows = await repository.countUsersPerProfile(db);
  return rows.map((row) => ({ profileId: row.id, name: row.name, count: Number(row.count) }));
}

/** The months of the summary (UTC, as creation dates are), oldest first, each yyyy-MM. */
function lastMonths(now: number): string[] {
  const today = new Date(now);
  return Array.from({ length: USAGE_MONTHS }, (_, i) => {
    const back = USAGE_MONTHS - 1 - i;
    const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1);
    return new Date(first).toISOString().slice(0, 7);
  });
}

export async function usageSummary(db: Executor, now: number): Promise<UsageSummary> {
  const months = lastMonths(now);
  const activeSince = new Date(now - ACTIVE_DAYS * DAY_MS).toISOString();
  const [signUps, active, total, operations, imports, syncConnections] = await Promise.all([
    repository.countSignUpsPerMonth(db, months[0]!),
    repository.countUsers(db, activeSince),
    repository.countUsers(db),
    repository.countRows(db, 'operations'),
    repository.countRows(db, 'importReports'),
    repository.countSyncedAccounts(db),
  ]);
  const byMonth = new Map(signUps.map((row) => [row.month, Number(row.count)]));
  return {
    signUpsPerMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    activeUsersLast30Days: active,
    totalUsers: total,
    operations,
    imports,
    syncConnections,
  };
}
