import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BI_WEBVIEW_FLOWS, type BiWebviewFlow } from '../../../contract/bi';

// The `state` of the web view round trip: who opened it, for which flow, until when, signed with
// the app secret, so the return route only acts for the person who left (and not for long).

const STATE_TTL_MS = 30 * 60_000;

export interface WebviewState {
  userId: number;
  flow: BiWebviewFlow;
  connectionId: number | null;
  expires: number;
}

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`bi-webview.${payload}`).digest('base64url');

export function signState(
  secret: string,
  state: Omit<WebviewState, 'expires'>,
  now: number,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      ...state,
      expires: now + STATE_TTL_MS,
      nonce: randomBytes(9).toString('hex'),
    }),
  ).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The state when it is ours, unexpired and the signed-in user's; otherwise null. */
export function checkState(
  secret: string,
  text: string | undefined,
  userId: number,
  now: number,
): WebviewState | null {
  const [payload, signature] = (text ?? '').split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as WebviewState;
  const fits =
    state.userId === userId && state.expires > now && BI_WEBVIEW_FLOWS.includes(state.flow);
  return fits ? state : null;
}
