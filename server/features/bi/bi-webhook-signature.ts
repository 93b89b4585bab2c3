import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Powens signs each webhook: BI-Signature is the base64 HMAC-SHA256, under the webhook secret, of
// "POST.<path>.<BI-Signature-Date>.<raw body>". A date far from ours is refused (a replayed
// old delivery); the delivery's id for dedupe is the hash of what was signed.

export const WEBHOOK_MAX_SKEW_MS = 5 * 60_000;

export interface SignedDelivery {
  path: string;
  date: string | undefined;
  signature: string | undefined;
  body: Buffer | undefined;
}

export function webhookSignature(secret: string, path: string, date: string, body: Buffer) {
  return createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`POST.${path}.${date}.`), body]))
    .digest('base64');
}

/** True when the delivery is signed with the secret and dated within the skew of now. */
export function isGenuineDelivery(
  secret: string | undefined,
  delivery: SignedDelivery,
  now: number,
): boolean {
  const { path, date, signature, body } = delivery;
  if (!secret || !date || !signature || !body) return false;
  const at = Date.parse(date);
  if (!Number.isFinite(at) || Math.abs(now - at) > WEBHOOK_MAX_SKEW_MS) return false;
  const expected = Buffer.from(webhookSignature(secret, path, date, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const deliveryId = (delivery: SignedDelivery) =>
  createHash('sha256')
    .update(`${delivery.path}.${delivery.date}.`)
    .update(delivery.body ?? Buffer.alloc(0))
    .digest('hex');
