import type { Executor } from '../../db/database';
import type { EventOrigin, Principal } from '../../http/request-context';
import { recordEventFrom } from '../security-events/security-events.service';
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

/** The admin acting, and where the request came from. */
export type AdminActor = Pick<Principal, 'idUser' | 'login'> & EventOrigin;

/**
 * Writes who did what to whom and when, to the audit log and as a security event; callers pass
 * their transaction so all commit together.
 */
export async function recordAdminAction(
  db: Executor,
  admin: AdminActor,
  entry: AuditEntry,
  now: number,
): Promise<void> {
  const target = entry.target ?? null;
  await repository.insertAuditEntry(db, {
    adminId: admin.idUser,
    adminLogin: admin.login,
    action: entry.action,
    targetUserId: target?.id ?? null,
    targetLogin: target?.login ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
    createdAt: new Date(now).toISOString(),
  });
  const details = {
    action: entry.action,
    targetLogin: target?.login ?? null,
    targetUserId: target?.id ?? null,
  };
  await recordEventFrom(
    db,
    admin,
    { type: 'ADMIN_ACTION', login: admin.login, userId: admin.idUser, outcome: 'success', details },
    now,
  );
}
