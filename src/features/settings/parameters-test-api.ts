import { screen, within } from '@testing-library/react';
import type { PreferencesDto } from '../../../contract/settings';
import { mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { makeUser } from '../../test/users';

export const PREFERENCES: PreferencesDto = {
  currency: 1,
  mainAccount: null,
  language: 'en',
  echeanceDelay: 5,
  simpleMode: false,
  sortByDate: true,
  modeAutoImport: null,
  sortedCategoryIds: null,
};

export function mockParametersApi(extra: Record<string, RouteAnswer> = {}) {
  return mockRoutes({
    'GET /api/user': { status: 200, data: makeUser() },
    'GET /api/userDetails': {
      status: 200,
      data: { usageName: 'Camille', zipcode: '', newsletter: false, partners: true },
    },
    'GET /api/preferences': { status: 200, data: PREFERENCES },
    'GET /api/currencies': {
      status: 200,
      data: [
        { currencyId: 1, name: 'Euro', symb: '€', abrv: 'EUR' },
        { currencyId: 2, name: 'US Dollar', symb: '$', abrv: 'USD' },
        { currencyId: 3, name: 'Pécule token', symb: 'PT', abrv: 'ZZP' },
      ],
    },
    'GET /api/account': { status: 200, data: [] },
    'GET /api/apiTokens': { status: 200, data: [] },
    'GET /api/phoneCodes': { status: 200, data: [{ countryCode: 'FR', phoneCode: '33' }] },
    ...extra,
  });
}

export const card = (name: string) =>
  screen
    .findByRole('heading', { name, level: 2 })
    .then((heading) => within(heading.closest('section')!));
