import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_CODES,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '../../../contract/api-tokens';
import { DAY_MS } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { EventOrigin } from '../../http/request-context';
import { recordEventFrom } from '../security-events/security-events.service';
import { serializeUserWrites } from '../users/users.service';
import * as repository from './api-tokens.repository';

/** Ended tokens are kept this long after their end, then forgotten (their hash answers 401 alike). */
const KEPT_AFTER_END_MS = 30 * DAY_MS;

/**
 * Tokens carry 256 random bits: no dictionary or brute force reaches them, so one fast hash is
 * enough to keep a leaked table from opening anything (a password needs a slow one).
 */
export const tokenHashOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export interface TokenActor extends EventOrigin {
  idUser: number;
  login: string;
}

const iso = (instant: number) => new Date(instant).toISOString();

export async function listTokens(db: Executor, userId: number, now: number): Promise<ApiToken[]> {
  return repository.findLiveTokens(db, userId, iso(now));
}

/** Creates a token and journals it; the answer holds the secret, which is never stored. */
export async function createToken(
  db: Executor,
  actor: TokenActor,
  input: { name: string; scope: ApiTokenScope; days: number },
  now: number,
): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const apiToken = await db.transaction().execute(async (trx) => {
    await serializeUserWrites(trx, actor.idUser);
    const live = await repository.findLiveTokens(trx, actor.idUser, iso(now));
    if (live.length >= API_TOKENS_PER_USER) throw AppError.badRequest(API_TOKEN_CODES.tooMany);
    const created = await repository.insertToken(trx, {
      userId: actor.idUser,
      name: input.name,
      tokenHash: tokenHashOf(token),
      scope: input.scope,
      createdAt: iso(now),
      expiresAt: iso(now + input.days * DAY_MS),
    });
    const details = { keyId: created.id, name: input.name, scope: input.scope };
    await journal(trx, actor, 'API_TOKEN_CREATED', details, now);
    return created;
  });
  return { apiToken, token };
}

/** Revokes one of the person's tokens: its next request is refused. Another's id is 404. */
export async function revokeToken(
  db: Executor,
  actor: TokenActor,
  id: number,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const name = await repository.revokeToken(trx, actor.idUser, id, iso(now));
    if (name === undefined) throw AppError.notFound();
    await journal(trx, actor, 'API_TOKEN_REVOKED', { keyId: id, name }, now);
  });
}

function journal(
  db: Executor,
  actor: TokenActor,
  type: 'API_TOKEN_CREATED' | 'API_TOKEN_REVOKED',
  details: Record<string, string | number>,
  now: number,
) {
  const event = { type, login: actor.login, userId: actor.idUser, outcome: 'success' as const };
  return recordEventFrom(db, actor, { ...event, details }, now);
}

export const purgeEndedTokens = (db: Executor, now: number): Promise<void> =>
  repository.deleteEndedTokens(db, iso(now - KEPT_AFTER_END_MS));
