import { isAxiosError } from 'axios';
import type { AuthenticateRequest, CurrentUser, LoginForm } from '../../../contract/auth';
import { encodePassword } from '../../../contract/password-encoding';
import { api, statusOf } from '../../lib/api';

/** GET /api/user: the signed-in person, or null on 401 (nobody is signed in). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return (await api.get<CurrentUser>('/api/user')).data;
  } catch (error) {
    if (statusOf(error) === 401) return null;
    throw error;
  }
}

/** POST /api/authenticate; the password travels base64-encoded (spec 000 §7). */
export async function authenticate({ username, password }: LoginForm): Promise<CurrentUser> {
  const body: AuthenticateRequest = { username, password: encodePassword(password) };
  const { data } = await api.post<CurrentUser>('/api/authenticate', body);
  return data;
}

export async function logout(): Promise<void> {
  await api.post('/api/logout');
}

/** GET /api/signup/resend: mails the activation link again. */
export async function resendActivation(login: string): Promise<void> {
  await api.get('/api/signup/resend', { params: { login } });
}

/** The seconds a slowed-down sign-in must wait (429 with `retryAfter`), when the server says. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!isAxiosError<{ retryAfter?: unknown }>(error)) return undefined;
  const seconds = error.response?.data?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
