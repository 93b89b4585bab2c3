import type { CurrentUser } from '../../../contract/auth';
import * as passkeysApi from '../../../contract/endpoints/passkeys';
import { callEndpoint } from '../../lib/api';
import { browserPasskeys } from '../../lib/webauthn';

/** Which sign-in a passkey gives: alone, or as the second step after the password. */
export type PasskeyStep = 'sign-in' | 'second-factor';

const ENDPOINTS = {
  'sign-in': { options: passkeysApi.signInOptions, answer: passkeysApi.signIn },
  'second-factor': {
    options: passkeysApi.secondFactorOptions,
    answer: passkeysApi.completeSecondFactor,
  },
} as const;

/** The server's challenge, the browser's passkey prompt, then the server opens the session. */
export async function signInWithPasskey(step: PasskeyStep): Promise<CurrentUser> {
  const endpoints = ENDPOINTS[step];
  const options = await callEndpoint(endpoints.options, {});
  const response = await browserPasskeys.assert(options);
  return callEndpoint(endpoints.answer, { body: { response } });
}
