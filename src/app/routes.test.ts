import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { MENU } from './menu';
import { REDIRECT_ROUTES, SCREEN_ROUTES } from './routes';

/** The route tables of spec 000 §2, 001 §2 and 002 §2, plus /upgrade (a menu entry). */
const SPEC_PATHS = [
  '/login',
  '/forgotPassword',
  '/signup',
  '/loading',
  '/underconstruction',
  '/404',
  '/',
  '/parameters',
  ...[
    'payees',
    'tags',
    'banks',
    'accounts',
    'categories',
    'operations',
    'budgets',
    'import-presentation',
    'import',
    'versions',
    'versions/anonymous',
  ].map((page) => `/parameters/${page}`),
  '/operations',
  '/search',
  '/previsionnel/operations',
  '/previsionnel/threeMonths',
  '/previsionnel/month',
  '/previsionnel/budget/details',
  '/previsionnel/budget/details/:budgetId',
  '/previsionnel/budget/difftable',
  '/previsionnel/statement',
  '/previsionnel/monitor',
  '/analysis',
  '/analysis/category',
  '/analysis/movement',
  '/analysis/accountsFluctuation',
  '/analysis/categoriesFluctuation',
  '/analysis/incomeExpense',
  '/analysis/patrimony',
  '/comparator',
  '/faq',
  '/faq/tenSteps',
  '/faq/import_error_balance',
  '/admin',
  '/admin/users',
  '/admin/versions',
  '/admin/cgu',
  '/upgrade',
];

describe('route table', () => {
  const declared = [...SCREEN_ROUTES, ...REDIRECT_ROUTES].map((route) => route.path);

  it('declares every route of the spec exactly once', () => {
    expect(declared).toEqual(expect.arrayContaining(SPEC_PATHS));
    expect(new Set(declared).size).toBe(declared.length);
    expect(SCREEN_ROUTES.filter((route) => route.path.startsWith('/faq/'))).toHaveLength(15);
  });

  it('has a title in both languages for every screen and menu entry', () => {
    const keys = [
      ...SCREEN_ROUTES.map((route) => route.titleKey),
      ...MENU.flatMap((group) => [group.labelKey, ...group.items.map((item) => item.labelKey)]),
    ].filter((key): key is string => key !== undefined);
    for (const language of ['fr', 'en']) {
      const missing = keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: [] }));
      expect(missing, language).toEqual([]);
    }
  });

  it('puts every menu entry on a declared route', () => {
    const paths = MENU.flatMap((group) => group.items.map((item) => item.path));
    expect(declared).toEqual(expect.arrayContaining(paths));
  });
});
