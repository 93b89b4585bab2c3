import { API_TOKEN_CODES, type ApiTokenScope } from '../../../contract/api-tokens';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { EventOrigin, Principal } from '../../http/request-context';
import { findTokenPrincipal } from '../auth/current-user.service';
import { allowHit, RATE_LIMITS } from '../rate-limits/rate-limits.service';
import { recordEventFrom } from '../security-events/security-events.service';
import * as repository from './api-tokens.repository';
import { tokenHashOf } from './api-tokens.service';

/** Writing the last use on every request would cost a write per read; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export interface TokenHolder {
  principal: Principal;
  token: { id: number; scope: ApiTokenScope };
}

type TokenRow = NonNullable<Awaited<ReturnType<typeof repository.findTokenByHash>>>;

const refusalOf = (row: TokenRow, now: number): 'revoked' | 'expired' | undefined => {
  if (row.revokedAt !== null) return 'revoked';
  return Date.parse(row.expiresAt) <= now ? 'expired' : undefined;
};

/**
 * The user a presented token acts for. Unknown, revoked or expired: 401, the latter two
 * journalled; over its rate: 429, counted before anything else is written, so a runaway script
 * cannot fill the journal. A user locked, inactive or gone: 401, as for a session.
 */
export async function authenticateToken(
  db: Executor,
  origin: EventOrigin,
  presented: string,
  now: number,
): Promise<TokenHolder> {
  const row = await repository.findTokenByHash(db, tokenHashOf(presented));
  if (!row) throw AppError.unauthorized(API_TOKEN_CODES.invalid);
  if (!(await allowHit(db, RATE_LIMITS.apiTokenRequests, String(row.id), now))) {
    throw new AppError(429, MessageCode.tooManyRequests);
  }
  const refusal = refusalOf(row, now);
  const principal = refusal ? undefined : await findTokenPrincipal(db, row.userId, now);
  if (!principal) {
    const details = { keyId: row.id, reason: refusal ?? 'user' };
    const event = { type: 'API_TOKEN_REFUSED' as const, outcome: 'refused' as const };
    await recordEventFrom(db, origin, { ...event, login: null, userId: row.userId, details }, now);
    throw AppError.unauthorized(API_TOKEN_CODES.invalid);
  }
  if (row.lastUsedAt === null || now - Date.parse(row.lastUsedAt) >= TOUCH_INTERVAL_MS) {
    await repository.touchToken(db, row.id, new Date(now).toISOString());
  }
  return { principal, token: { id: row.id, scope: row.scope } };
}
