import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';
import * as repository from './user-tokens.repository';

export const TokenPurpose = {
  activation: 'ACTIVATION',
  passwordReset: 'PASSWORD_RESET',
  emailChange: 'EMAIL_CHANGE',
} as const;
export type TokenPurpose = (typeof TokenPurpose)[keyof typeof TokenPurpose];

/** How long a mailed code stays valid. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  ACTIVATION: 7 * 24 * 3_600_000,
  PASSWORD_RESET: 3_600_000,
  EMAIL_CHANGE: 24 * 3_600_000,
};

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A new single-use code for the user; earlier codes of the same purpose stop working. An
 * email-change code carries the address it confirms.
 */
export async function issueToken(
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
  now = Date.now(),
  newEmail: string | null = null,
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const createdAt = new Date(now).toISOString();
  await repository.invalidateTokens(db, userId, purpose, createdAt);
  await repository.insertToken(db, {
    userId,
    purpose,
    codeHash: hashOf(code),
    createdAt,
    expiresAt: new Date(now + TOKEN_LIFETIME_MS[purpose]).toISOString(),
    newEmail,
  });
  return code;
}

/** Uses the code once; null when it is unknown, expired or already used. */
export async function redeemToken(
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
  code: string,
  now = Date.now(),
): Promise<{ newEmail: string | null } | null> {
  const at = new Date(now).toISOString();
  const token = await repository.findLiveToken(db, userId, purpose, hashOf(code), at);
  if (!token || !(await repository.useToken(db, token.id, at))) return null;
  return { newEmail: token.newEmail };
}

/** Uses the code once; false when it is unknown, expired or already used. */
export async function consumeToken(
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  return (await redeemToken(db, userId, purpose, code, now)) !== null;
}

/** Makes every unused code of that purpose stop working. */
export async function revokeTokens(
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<void> {
  await repository.invalidateTokens(db, userId, purpose, new Date(now).toISOString());
}
