import { endpoint } from '../endpoint';
import { versionsTableSchema } from '../versions';

export const getVersionsTable = endpoint('get', '/api/versions', {
  answer: versionsTableSchema,
});

export const saveVersionsTable = endpoint('post', '/api/versions', {
  body: versionsTableSchema,
  answer: versionsTableSchema,
});
