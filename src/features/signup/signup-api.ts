import type { SignupRequest } from '../../../contract/signup';
import * as signupApi from '../../../contract/endpoints/signup';
import { callEndpoint } from '../../lib/api';

/** POST /api/signup: creates the inactive account and mails its activation link. */
export async function postSignup(request: SignupRequest): Promise<void> {
  await callEndpoint(signupApi.signUp, { body: request });
}

/** GET /api/signup/check: true when nobody uses this login yet. */
export async function isLoginAvailable(login: string): Promise<boolean> {
  return (await callEndpoint(signupApi.checkLogin, { query: { login } })).value;
}
