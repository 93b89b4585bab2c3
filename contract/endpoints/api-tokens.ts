import { z } from 'zod';
import { apiTokenListSchema, createApiTokenSchema, createdApiTokenSchema } from '../api-tokens';
import { endpoint } from '../endpoint';
import { idParamSchema } from '../ids';

export const listApiTokens = endpoint('get', '/api/apiTokens', { answer: apiTokenListSchema });

export const createApiToken = endpoint('post', '/api/apiTokens', {
  body: createApiTokenSchema,
  answer: createdApiTokenSchema,
});

export const revokeApiToken = endpoint('delete', '/api/apiTokens/:idToken', {
  params: z.object({ idToken: idParamSchema }),
});
