/** Message codes sent by the API as `{ messageCode }`; every one is also an i18n key. */
export const MessageCode = {
  internalError: 'internal.error',
  notFound: 'not.found',
  malformedJson: 'request.malformed',
  payloadTooLarge: 'request.tooLarge',
  validation: 'ValidationException',
  unauthorized: 'unauthorized',
  forbidden: 'modal.access.warning',
  csrf: 'csrf.invalid',
  badCredentials: 'BadCredentialsException',
  disabled: 'DisabledException',
  locked: 'LockedException',
  loginInternal: 'INTERNAL_ERROR',
  tooManyRequests: 'too.many.requests',
  userExists: 'UserAlreadyExistException',
  invalidPassword: 'InvalidPasswordException',
  passwordTooCommon: 'password.tooCommon',
  cguNotCurrent: 'cgu.notCurrent',
} as const;

export type MessageCode = (typeof MessageCode)[keyof typeof MessageCode];

export interface ErrorBody {
  messageCode: string;
}
