import { z } from 'zod';
import { doneAnswerSchema, valueAnswerSchema } from '../answers';
import { endpoint } from '../endpoint';
import { boundedText } from '../required-text';
import { loginQuerySchema, signupRequestSchema } from '../signup';

/** A bad activation link still leads to the login page, which says it failed. */
const activationQuerySchema = z
  .object({ login: boundedText(100), code: boundedText(200) })
  .partial()
  .catch({});

export const signUp = endpoint('post', '/api/signup', {
  body: signupRequestSchema,
  answer: doneAnswerSchema,
});

export const checkLogin = endpoint('get', '/api/signup/check', {
  query: loginQuerySchema,
  answer: valueAnswerSchema(z.boolean()),
});

export const resendActivation = endpoint('get', '/api/signup/resend', {
  query: loginQuerySchema,
  answer: doneAnswerSchema,
});

export const activateAccount = endpoint('get', '/api/signup/activate', {
  query: activationQuerySchema,
});
