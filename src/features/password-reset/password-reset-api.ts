import { MessageCode } from '../../../contract/message-codes';
import { INVALID_RESET_CODE, type ResetPerformRequest } from '../../../contract/password-reset';
import { api, messageCodeOf, statusOf } from '../../lib/api';
import { errorMessageKey } from '../../lib/messages';

/** GET /api/resetPassword/request: answers the same whether or not the address is known. */
export async function requestReset(email: string): Promise<void> {
  await api.get('/api/resetPassword/request', {
    params: { email, url: window.location.origin },
  });
}

/** POST /api/resetPassword/perform */
export async function performReset(request: ResetPerformRequest): Promise<void> {
  await api.post('/api/resetPassword/perform', request);
}

export const RESET_INTERNAL_ERROR = 'forgotPassword.internalError';

export interface ResetFailure {
  /** Told on the field (a rule the server applies on top of the form's). */
  onField: boolean;
  key: string;
}

/**
 * Spec 000 §8: a validation refusal shows its messageCode, an invalid code
 * forgotPassword.invalidCode, anything else forgotPassword.internalError.
 */
export function resetFailure(error: unknown): ResetFailure {
  const code = messageCodeOf(error);
  if (code === INVALID_RESET_CODE || code === MessageCode.tooManyRequests) {
    return { onField: false, key: code };
  }
  if (statusOf(error) === 400) {
    return { onField: true, key: errorMessageKey(error, MessageCode.validation) };
  }
  return { onField: false, key: RESET_INTERNAL_ERROR };
}
