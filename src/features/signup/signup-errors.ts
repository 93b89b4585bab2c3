import { MessageCode } from '../../../contract/message-codes';
import { SignupServerCode } from '../../../contract/signup';
import { messageCodeOf } from '../../lib/api';

export type SignupFailure =
  { field: 'login' | 'password'; key: string } | { field?: undefined; key: string };

/**
 * Spec 000 §8: a refused login or password goes back to the LOGIN tab with the `.server`
 * message; rate limiting is told as such; anything else is modal.genericError.
 */
export function signupFailure(error: unknown): SignupFailure {
  const code = messageCodeOf(error);
  if (code === SignupServerCode.userExists || code === SignupServerCode.invalidLogin) {
    return { field: 'login', key: 'invalid.login.server' };
  }
  if (code === SignupServerCode.invalidPassword) {
    return { field: 'password', key: 'invalid.password.server' };
  }
  if (code === MessageCode.tooManyRequests) return { key: code };
  return { key: 'modal.genericError' };
}
