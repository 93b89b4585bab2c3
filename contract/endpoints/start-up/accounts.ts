import type * as accountsApi from '../accounts';

// The settings' hooks reach the first page through the language switch: see ./auth.ts.

export const listAccounts: typeof accountsApi.listAccounts = {
  method: 'get',
  path: '/api/account',
};
