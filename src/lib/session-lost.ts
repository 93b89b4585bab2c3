import * as authApi from '../../contract/endpoints/start-up/auth';
import * as realtimeApi from '../../contract/endpoints/start-up/realtime';

/**
 * Calls whose 401 takes nobody to the sign-in page: answers (who is signed in, a wrong password),
 * and the realtime channel's ticket, fetched in the background when the server closes a socket
 * whose session ended; the screen's own next call, or its own sign-out, says what happens then.
 */
const NOT_A_LOST_SESSION = new Set<string>([
  authApi.getCurrentUser.path,
  authApi.authenticate.path,
  realtimeApi.issueWsTicket.path,
]);

let onSessionLost: (() => void) | null = null;

/** Registers what to do when a signed-in call is refused with 401 (session expired). */
export function handleSessionLost(handler: (() => void) | null): void {
  onSessionLost = handler;
}

/** A call to `url` was refused with 401. */
export function refusedUnauthorized(url: string): void {
  if (!NOT_A_LOST_SESSION.has(url)) onSessionLost?.();
}
