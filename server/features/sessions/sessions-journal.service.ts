import type { Executor } from '../../db/database';
import type { EventOrigin } from '../../http/request-context';
import { recordEventFrom } from '../security-events/security-events.service';
import * as repository from './sessions.repository';
import { sessionIdOf } from './sessions.service';

/** Why someone's sessions end: the security event or admin action that ends them. */
export type SessionsEndCause =
  | 'PASSWORD_CHANGE'
  | 'PASSWORD_RESET'
  | 'USER_LOCK'
  | 'USER_DELETE'
  | 'TWO_FACTOR_DISABLE'
  | 'PASSKEY_REVOKE';

/**
 * Journals that `cause` is about to end the user's open sessions, the requesting one (`keptToken`)
 * aside; nothing when none is open. Call it before the sessions are closed, in the same transaction.
 */
export async function recordSessionsEnded(
  db: Executor,
  origin: EventOrigin,
  user: { id: number; login: string },
  cause: SessionsEndCause,
  now: number,
  keptToken?: string,
): Promise<void> {
  const kept = keptToken === undefined ? null : sessionIdOf(keptToken);
  const sessions = await repository.countLiveSessionsOfUser(
    db,
    user.id,
    new Date(now).toISOString(),
    kept,
  );
  if (sessions === 0) return;
  await recordEventFrom(
    db,
    origin,
    {
      type: 'SESSION_ENDED',
      login: user.login,
      userId: user.id,
      outcome: 'success',
      details: { cause, sessions },
    },
    now,
  );
}
