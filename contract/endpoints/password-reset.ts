import { doneAnswerSchema } from '../answers';
import { endpoint } from '../endpoint';
import { resetPerformSchema, resetRequestSchema } from '../password-reset';

export const requestReset = endpoint('get', '/api/resetPassword/request', {
  query: resetRequestSchema,
  answer: doneAnswerSchema,
});

export const performReset = endpoint('post', '/api/resetPassword/perform', {
  body: resetPerformSchema,
  answer: doneAnswerSchema,
});
