import { createHmac, timingSafeEqual } from 'node:crypto';
import { TICKET_SECONDS } from '../../../contract/realtime';

/** A key of its own, so a ticket can never pass for another signature made with the secret. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('pecule/ws-ticket').digest();

const sign = (secret: string, claims: string) =>
  createHmac('sha256', keyOf(secret)).update(claims).digest('base64url');

/**
 * A stateless ticket that opens real-time connections for one user for a minute:
 * `<userId>.<expiry ms>.<signature>`. Nothing is stored, so any app server checks it.
 */
export function issueWsTicket(secret: string, userId: number, now: number): string {
  const claims = `${userId}.${now + TICKET_SECONDS * 1000}`;
  return `${claims}.${sign(secret, claims)}`;
}

/** The user a genuine, unexpired ticket names; undefined for anything else. */
export function verifyWsTicket(
  secret: string,
  ticket: string | undefined,
  now: number,
): number | undefined {
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(ticket ?? '');
  if (!match) return undefined;
  const [, userId, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return undefined;
  const expiresAt = Number(expiry);
  if (expiresAt <= now || expiresAt > now + TICKET_SECONDS * 1000) return undefined;
  return Number(userId);
}
