import { useMutation } from '@tanstack/react-query';
import { MessageCode } from '../../../contract/message-codes';
import { INVALID_RESET_CODE } from '../../../contract/password-reset';
import type { ServerErrorMap } from '../../lib/form-errors';
import { performReset, requestReset } from './password-reset-api';

/**
 * Spec 000 §8: a validation refusal shows its messageCode (on the field), an invalid code
 * forgotPassword.invalidCode, anything else forgotPassword.internalError.
 */
export const resetErrors = <F extends string>(field: F): ServerErrorMap<F> => ({
  invalid: field,
  shown: [INVALID_RESET_CODE, MessageCode.tooManyRequests],
  fallback: 'forgotPassword.internalError',
});

/** Step 1: mails a reset link to the address, if an account uses it. */
export const useRequestReset = () => useMutation({ mutationFn: requestReset });

/** Step 2: the new password, with the login and code of the mail's link. */
export const usePerformReset = () => useMutation({ mutationFn: performReset });
