import type { Executor } from '../../db/database';
import type { Principal } from '../../http/request-context';
import * as repository from './admin-audit.repository';

/** What an admin did (the CHECK of migration 0018 holds the same list). */
export type AuditAction =
  | 'USER_DELETE'
  | 'USER_RESET_PASSWORD'
  | 'USER_LOCK'
  | 'USER_UNLOCK'
  | 'USER_ACTIVATE'
  | 'ADMIN_CREATE'
  | 'ACTIVATION_REMINDER'
  | 'USER_PROFILE'
  | 'USER_MODE_AUTO_IMPORT'
  | 'USERS_EXPORT'
  | 'SUBSCRIPTION_STOP';

export interface AuditEntry {
  action: AuditAction;
  target?: { id: number; login: string };
  details?: Record<string, unknown>;
}

/** Writes who did what to whom and when; callers pass their transaction so both commit together. */
export async function recordAdminAction(
  db: Executor,
  admin: Pick<Principal, 'idUser' | 'login'>,
  entry: AuditEntry,
  now: number,
): Promise<void> {
  await repository.insertAuditEntry(db, {
    adminId: admin.idUser,
    adminLogin: admin.login,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetLogin: entry.target?.login ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
    createdAt: new Date(now).toISOString(),
  });
}

export const auditEntriesOf = repository.findAuditEntries;
