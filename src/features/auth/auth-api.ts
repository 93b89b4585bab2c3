import type { CurrentUser, LoginForm } from '../../../contract/auth';
import * as authApi from '../../../contract/endpoints/start-up/auth';
import * as signupApi from '../../../contract/endpoints/start-up/signup';
import { encodePassword } from '../../../contract/password-encoding';
import { callEndpoint, isHttpError } from '../../lib/api';

/** GET /api/session: the signed-in person, or null, without a 401 in the console when signed out. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const { user } = await callEndpoint(authApi.getSession, {});
  return user;
}

/** The password was right; the account asks a second factor (POST /api/authenticate). */
export interface SecondFactorDue {
  secondFactor: 'required';
  /** The person has a passkey, which may stand for the code. */
  passkey?: true;
}

/** POST /api/authenticate; the password travels base64-encoded (spec 000 §7). */
export const authenticate = ({
  username,
  password,
}: LoginForm): Promise<CurrentUser | SecondFactorDue> =>
  callEndpoint(authApi.authenticate, {
    body: { username, password: encodePassword(password) },
  });

/** POST /api/authenticate/second-factor: a TOTP or recovery code completes the sign-in. */
export const completeSignIn = (code: string): Promise<CurrentUser> =>
  callEndpoint(authApi.completeSignIn, { body: { code } });

export async function logout(): Promise<void> {
  await callEndpoint(authApi.logout, {});
}

/** GET /api/signup/resend: mails the activation link again. */
export async function resendActivation(login: string): Promise<void> {
  await callEndpoint(signupApi.resendActivation, { query: { login } });
}

/** The seconds a slowed-down sign-in must wait (429 with `retryAfter`), when the server says. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!isHttpError<{ retryAfter?: unknown }>(error)) return undefined;
  const seconds = error.response?.data?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
