import {
  encodePassword,
  type AuthenticateRequest,
  type CurrentUser,
  type LoginForm,
} from '../../../contract/auth';
import { MessageCode } from '../../../contract/message-codes';
import { api, messageCodeOf } from '../../lib/api';

/** POST /api/authenticate; the password travels base64-encoded (spec 000 §7). */
export async function authenticate({ username, password }: LoginForm): Promise<CurrentUser> {
  const body: AuthenticateRequest = { username, password: encodePassword(password) };
  const { data } = await api.post<CurrentUser>('/api/authenticate', body);
  return data;
}

/** GET /api/signup/resend: mails the activation link again. */
export async function resendActivation(login: string): Promise<void> {
  await api.get('/api/signup/resend', { params: { login } });
}

/**
 * Spec 000 §8: these are shown as such, anything else as INTERNAL_ERROR. Rate limiting is shown
 * too (our addition): "internal error" would wrongly suggest that retrying at once could help.
 */
const SHOWN_LOGIN_ERRORS: ReadonlySet<string> = new Set([
  MessageCode.badCredentials,
  MessageCode.disabled,
  MessageCode.locked,
  MessageCode.tooManyRequests,
]);

export function loginErrorKey(error: unknown): string {
  const code = messageCodeOf(error);
  return code && SHOWN_LOGIN_ERRORS.has(code) ? code : MessageCode.loginInternal;
}
