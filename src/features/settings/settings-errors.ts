import { SettingsErrorCode } from '../../../contract/settings';
import { messageCodeOf, statusOf } from '../../lib/api';
import { errorMessageKey } from '../../lib/messages';

/** Where a refusal is told: on a field of the form, or above it (`root`). */
export interface FieldFailure<F extends string> {
  field: F | 'root';
  key: string;
}

const CURRENT_PASSWORD_CODES: ReadonlySet<string> = new Set([
  SettingsErrorCode.invalidPassword,
  'param.password.current.required',
]);

/**
 * Login or email change (spec 000 §8): UserAlreadyExistException or a validation code marks the
 * field, InvalidPasswordException the password, anything else is internal.error.
 */
export function credentialFailure<F extends string>(
  error: unknown,
  field: F,
): FieldFailure<F | 'password'> {
  const code = messageCodeOf(error);
  if (code && CURRENT_PASSWORD_CODES.has(code)) return { field: 'password', key: code };
  if (code === SettingsErrorCode.userExists || statusOf(error) === 400) {
    return { field, key: errorMessageKey(error, SettingsErrorCode.validation) };
  }
  return { field: 'root', key: 'internal.error' };
}

export const NEW_PASSWORD_INVALID = 'param.password.new.invalid';

/**
 * Password change (spec 000 §8): ValidationException marks the new password invalid,
 * InvalidPasswordException the current one wrong; otherwise the messageCode or internal.error.
 * A too-common password is a rule on the new password, so it is told there too.
 */
export function passwordChangeFailure(error: unknown): FieldFailure<'oldPassword' | 'password'> {
  const code = messageCodeOf(error);
  if (code === SettingsErrorCode.validation)
    return { field: 'password', key: NEW_PASSWORD_INVALID };
  if (code === SettingsErrorCode.passwordTooCommon) return { field: 'password', key: code };
  if (code && CURRENT_PASSWORD_CODES.has(code)) return { field: 'oldPassword', key: code };
  return { field: 'root', key: errorMessageKey(error) };
}

const DELETE_FIELDS: Record<string, 'password' | 'reason' | 'comment'> = {
  [SettingsErrorCode.invalidPassword]: 'password',
  'param.password.current.required': 'password',
  'param.delete.modal.error.no-reason-choose': 'reason',
  'param.delete.modal.error.comment-too-long': 'comment',
  'param.delete.modal.error.no-comment': 'comment',
};

/** Account deletion: each message code on its field, others above the form. */
export function deleteFailure(error: unknown): FieldFailure<'password' | 'reason' | 'comment'> {
  const code = messageCodeOf(error);
  const field = code ? DELETE_FIELDS[code] : undefined;
  return field && code ? { field, key: code } : { field: 'root', key: errorMessageKey(error) };
}
