import type { Logger } from 'pino';
import { loginKey } from '../../../contract/text';
import type { SecurityEventOutcome, SecurityEventType } from '../../../contract/security-events';
import type { Executor } from '../../db/database';
import * as repository from './security-events.repository';

export type { SecurityEventType, SecurityEventOutcome };

type SecretKey = 'password' | 'newPassword' | 'oldPassword' | 'token' | 'code' | 'secret' | 'hash';

/** Flat values only, and no key that names a secret: nothing a password or token can hide in. */
export type SecurityEventDetails = Record<string, string | number | boolean | null> & {
  [key in SecretKey]?: never;
};

export interface SecurityEvent {
  type: SecurityEventType;
  login: string | null;
  userId: number | null;
  address: string | null;
  outcome: SecurityEventOutcome;
  details?: SecurityEventDetails;
}

/** Keys dropped even when a caller gets past the type: a secret must never reach a log. */
const SECRET_KEY = /pass|token|secret|hash|otp|^code$/i;
/** The columns' width; what an attacker types as a login may be longer. */
const MAX_TEXT = 100;

const bounded = (text: string | null): string | null =>
  text === null ? null : text.replace(/\p{Cc}/gu, '').slice(0, MAX_TEXT);

function safeDetails(details: SecurityEventDetails | undefined) {
  const kept = Object.entries(details ?? {}).filter(
    ([key, value]) => !SECRET_KEY.test(key) && (value === null || typeof value !== 'object'),
  );
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/**
 * Journals one security event and logs it as one structured info entry, UTC time, normalised
 * login. Callers pass their transaction when the event belongs to a change, so both commit together.
 */
export async function recordSecurityEvent(
  db: Executor,
  logger: Logger,
  event: SecurityEvent,
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  const login = bounded(event.login === null ? null : loginKey(event.login));
  const address = bounded(event.address);
  const details = safeDetails(event.details);
  await repository.insertSecurityEvent(db, {
    createdAt: at,
    type: event.type,
    login,
    userId: event.userId,
    address,
    outcome: event.outcome,
    details: details ? JSON.stringify(details) : null,
  });
  const { type, userId, outcome } = event;
  logger.info(
    { ...details, securityEvent: type, login, userId, address, outcome, at },
    'security event',
  );
}
