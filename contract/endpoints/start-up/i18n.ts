import type * as i18nApi from '../i18n';

// The translations are fetched before the first screen shows: see ./auth.ts.

export const getTranslations: typeof i18nApi.getTranslations = {
  method: 'get',
  path: '/i18n/:file',
};
