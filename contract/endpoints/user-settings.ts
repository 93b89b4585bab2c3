import { z } from 'zod';
import { doneAnswerSchema } from '../answers';
import { endpoint } from '../endpoint';
import { idParamSchema } from '../ids';
import {
  confirmEmailSchema,
  updateEmailSchema,
  updateLoginSchema,
  updatePasswordSchema,
  updatePhoneSchema,
  userDetailsSchema,
} from '../settings';

/** Read loosely first: an admin deleting someone sends none of the person's own fields. */
const deleteAccountQuerySchema = z.record(z.string(), z.unknown());

export const updateLogin = endpoint('post', '/api/updateLogin', {
  body: updateLoginSchema,
  answer: doneAnswerSchema,
});

export const updateEmail = endpoint('post', '/api/updateEmail', {
  body: updateEmailSchema,
  answer: doneAnswerSchema,
});

export const confirmEmail = endpoint('post', '/api/updateEmail/confirm', {
  body: confirmEmailSchema,
  answer: doneAnswerSchema,
});

export const updatePassword = endpoint('post', '/api/updatePassword', {
  body: updatePasswordSchema,
  answer: doneAnswerSchema,
});

export const updatePhone = endpoint('post', '/api/updatePhone', {
  body: updatePhoneSchema,
  answer: doneAnswerSchema,
});

export const getUserDetails = endpoint('get', '/api/userDetails', { answer: userDetailsSchema });

export const saveUserDetails = endpoint('post', '/api/userDetails', {
  body: userDetailsSchema,
  answer: doneAnswerSchema,
});

export const deleteAccount = endpoint('delete', '/api/users/:idUser', {
  params: z.object({ idUser: idParamSchema }),
  query: deleteAccountQuerySchema,
});
