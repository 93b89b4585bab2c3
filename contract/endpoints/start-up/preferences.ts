import type * as preferencesApi from '../preferences';

// The language switch of the top bar saves the preferences from the first page: see ./auth.ts.

export const getPreferences: typeof preferencesApi.getPreferences = {
  method: 'get',
  path: '/api/preferences',
};

export const savePreferences: typeof preferencesApi.savePreferences = {
  method: 'post',
  path: '/api/preferences',
};

export const listCurrencies: typeof preferencesApi.listCurrencies = {
  method: 'get',
  path: '/api/currencies',
};
