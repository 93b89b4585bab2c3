import { isAxiosError } from 'axios';
import type { CurrentUser, LoginForm } from '../../../contract/auth';
import * as authApi from '../../../contract/endpoints/start-up/auth';
import * as signupApi from '../../../contract/endpoints/start-up/signup';
import { encodePassword } from '../../../contract/password-encoding';
import { callEndpoint, statusOf } from '../../lib/api';

/** GET /api/user: the signed-in person, or null on 401 (nobody is signed in). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await callEndpoint(authApi.getCurrentUser, {});
  } catch (error) {
    if (statusOf(error) === 401) return null;
    throw error;
  }
}

/** POST /api/authenticate; the password travels base64-encoded (spec 000 §7). */
export const authenticate = ({ username, password }: LoginForm): Promise<CurrentUser> =>
  callEndpoint(authApi.authenticate, {
    body: { username, password: encodePassword(password) },
  });

export async function logout(): Promise<void> {
  await callEndpoint(authApi.logout, {});
}

/** GET /api/signup/resend: mails the activation link again. */
export async function resendActivation(login: string): Promise<void> {
  await callEndpoint(signupApi.resendActivation, { query: { login } });
}

/** The seconds a slowed-down sign-in must wait (429 with `retryAfter`), when the server says. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!isAxiosError<{ retryAfter?: unknown }>(error)) return undefined;
  const seconds = error.response?.data?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
