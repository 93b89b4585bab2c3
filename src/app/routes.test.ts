import { readFileSync } from 'node:fs';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { FAQ_PAGES } from '../../contract/faq-pages';
import { MENU } from './menu';
import { NOT_FOUND_PATH, REDIRECT_ROUTES, SCREEN_ROUTES } from './routes';

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

/** Screens outside the menu, with the source file that leads to each and the text it links by. */
const LINKED_FROM: Record<string, readonly [file: string, needle: string]> = {
  '/login': ['src/app/target.ts', '`/login'],
  '/signup': ['src/features/auth/login-page.tsx', '"/signup"'],
  '/forgotPassword': ['src/features/auth/login-page.tsx', '"/forgotPassword"'],
  '/parameters/versions/anonymous': [
    'src/features/signup/option-tab.tsx',
    '"/parameters/versions/anonymous"',
  ],
  '/parameters/versions': ['src/features/settings/parameters-page.tsx', '"/parameters/versions"'],
  '/parameters/import': ['src/features/import/import-paths.ts', "'/parameters/import'"],
  '/previsionnel/budget/details/:budgetId': [
    'src/features/survey/survey-page.tsx',
    '`/previsionnel/budget/details/${',
  ],
  [NOT_FOUND_PATH]: ['src/app/app-routes.tsx', '<Navigate to={NOT_FOUND_PATH}'],
  ...Object.fromEntries(
    FAQ_PAGES.map((page) => [`/faq/${page}`, ['src/features/faq/faq-page.tsx', '`/faq/${']]),
  ),
};

/** The spec's transient waiting page: a place to be sent by address, never a destination. */
const BY_ADDRESS_ONLY = ['/loading'];

describe('every screen is reachable', () => {
  const inMenu = new Set(MENU.flatMap((group) => group.items.map((item) => item.path)));

  it.each(SCREEN_ROUTES.filter((route) => route.screen).map((route) => route.path))(
    '%s is in the menu or linked from a screen',
    (path) => {
      if (inMenu.has(path) || BY_ADDRESS_ONLY.includes(path)) return;
      const link = LINKED_FROM[path];
      expect(link, `${path} is neither in the menu nor linked`).toBeDefined();
      const [file, needle] = link!;
      expect(readFileSync(file, 'utf8')).toContain(needle);
    },
  );
});
