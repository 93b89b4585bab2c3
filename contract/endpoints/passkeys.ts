import { z } from 'zod';
import { currentUserSchema } from '../auth';
import { endpoint } from '../endpoint';
import { idParamSchema } from '../ids';
import {
  creationOptionsSchema,
  passkeyAssertionSchema,
  passkeyListSchema,
  passkeySchema,
  registerPasskeySchema,
  requestOptionsSchema,
} from '../passkeys';

export const listPasskeys = endpoint('get', '/api/passkeys', { answer: passkeyListSchema });

export const registrationOptions = endpoint('post', '/api/passkeys/options', {
  answer: creationOptionsSchema,
});

export const registerPasskey = endpoint('post', '/api/passkeys', {
  body: registerPasskeySchema,
  answer: passkeySchema,
});

export const revokePasskey = endpoint('delete', '/api/passkeys/:idPasskey', {
  params: z.object({ idPasskey: idParamSchema }),
});

/** Passwordless sign-in: options for any passkey of this site, then its assertion. */
export const signInOptions = endpoint('post', '/api/authenticate/passkey/options', {
  answer: requestOptionsSchema,
});

export const signIn = endpoint('post', '/api/authenticate/passkey', {
  body: passkeyAssertionSchema,
  answer: currentUserSchema,
});

/** The second factor of a pending password sign-in: options for that person's passkeys. */
export const secondFactorOptions = endpoint(
  'post',
  '/api/authenticate/second-factor/passkey/options',
  { answer: requestOptionsSchema },
);

export const completeSecondFactor = endpoint('post', '/api/authenticate/second-factor/passkey', {
  body: passkeyAssertionSchema,
  answer: currentUserSchema,
});
