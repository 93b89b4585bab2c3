import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Role, functionality, FunctionalityCode, type AccessItem } from '../../contract/access';
import { FAQ_PAGES } from '../../contract/faq-pages';
import { LoadingPage } from './loading-page';
import { NotFoundPage } from './not-found-page';

/**
 * Every route of the three spec documents (000 §2, 001 §2, 002 §2), as data. An entry without a
 * `screen` is not built yet and shows the under-construction page with its title; later issues
 * add the `screen` of their entries.
 */
export type RouteAccess = 'public' | 'anonymous' | 'authenticated';

export interface ScreenRoute {
  path: string;
  access: RouteAccess;
  /** i18n key of the screen's title, also its menu label. */
  titleKey: string;
  /** Checked with hasAccess on top of being signed in. */
  required?: readonly AccessItem[];
  screen?: ComponentType | LazyExoticComponent<ComponentType>;
}

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

/** Where unknown paths go (spec 000 §2). */
export const NOT_FOUND_PATH = '/404';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const SignupPage = lazy(() => import('../features/signup/signup-page'));
const ForgotPasswordPage = lazy(() => import('../features/password-reset/forgot-password-page'));
const ParametersPage = lazy(() => import('./parameters-screen'));
const BanksPage = lazy(() => import('../features/banks/banks-page'));
const AccountsPage = lazy(() => import('../features/accounts/accounts-page'));
const VersionsPage = lazy(() => import('../features/versions/versions-page'));
const UpgradePage = lazy(() => import('../features/subscriptions/upgrade-page'));
const CategoriesPage = lazy(() => import('../features/categories/categories-page'));
const AnonymousVersionsPage = lazy(() => import('../features/versions/anonymous-versions-page'));
const PayeesPage = lazy(() => import('../features/payees/payees-page'));
const TagsPage = lazy(() => import('../features/tags/tags-page'));
const EcheancesSettingsPage = lazy(
  () => import('../features/echeances-settings/echeances-settings-page'),
);
const SearchPage = lazy(() => import('../features/operations/search/search-page'));
const OperationsPage = lazy(() => import('../features/operations/list/operations-page'));
const EcheancesPage = lazy(() => import('../features/echeances/echeances-page'));
const BudgetsPage = lazy(() => import('../features/budgets/budgets-page'));
const StatementPage = lazy(() => import('../features/statement/statement-page'));
const SurveyPage = lazy(() => import('../features/survey/survey-page'));
const DifferencePage = lazy(() => import('../features/survey/difference-page'));
const MonitorPage = lazy(() => import('../features/survey/monitor-page'));
const ThreeMonthsPage = lazy(() => import('../features/forecast/three-months-page'));
const MonthPage = lazy(() => import('../features/forecast/month-page'));
const ImportPresentationPage = lazy(() => import('../features/import/import-presentation-page'));
const ImportPage = lazy(() => import('../features/import/import-page'));
const AnalysisCategoryPage = lazy(() => import('../features/analysis/category-page'));
const MovementPage = lazy(() => import('../features/analysis/movement-page'));
const AccountsFluctuationPage = lazy(
  () => import('../features/analysis/accounts-fluctuation-page'),
);
const CategoriesFluctuationPage = lazy(
  () => import('../features/analysis/categories-fluctuation-page'),
);
const IncomeExpensePage = lazy(() => import('../features/analysis/income-expense-page'));
const PatrimonyPage = lazy(() => import('../features/analysis/patrimony-page'));
const HomePage = lazy(() => import('../features/home/home-page'));
const AdminPage = lazy(() => import('../features/admin/admin-page'));
const AdminUsersPage = lazy(() => import('../features/admin/admin-users-page'));
const CguAdminPage = lazy(() => import('../features/cgu/cgu-admin-page'));
const VersionsAdminPage = lazy(() => import('../features/versions/versions-admin-page'));
const AdvertsAdminPage = lazy(() => import('../features/adverts/adverts-admin-page'));
const SecurityJournalPage = lazy(() => import('../features/admin/security-journal-page'));
const ComparatorPage = lazy(() => import('../features/adverts/comparator-page'));
const FaqPage = lazy(() => import('../features/faq/faq-page'));
const FaqHelpPage = lazy(() => import('../features/faq/faq-help-page'));

const authenticated = (path: string, titleKey: string, required?: AccessItem[]): ScreenRoute => ({
  path,
  access: 'authenticated',
  titleKey,
  ...(required && { required }),
});

const anonymous = (path: string, titleKey: string): ScreenRoute => ({
  path,
  access: 'anonymous',
  titleKey,
});

const ADMIN = [Role.admin];

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // 000 §2 — access, identity, settings, home
  { ...anonymous('/login', 'screen.login'), screen: LoginPage },
  { ...anonymous('/forgotPassword', 'screen.forgotPassword'), screen: ForgotPasswordPage },
  { ...anonymous('/signup', 'screen.signup'), screen: SignupPage },
  {
    ...anonymous('/parameters/versions/anonymous', 'screen.parameters.versions'),
    screen: AnonymousVersionsPage,
  },
  { path: '/loading', access: 'public', titleKey: 'screen.loading', screen: LoadingPage },
  { ...authenticated(NOT_FOUND_PATH, 'screen.notFound'), screen: NotFoundPage },
  authenticated('/underconstruction', 'screen.underconstruction'),
  { ...authenticated('/', 'screen.home'), screen: HomePage },
  { ...authenticated('/parameters', 'screen.parameters'), screen: ParametersPage },
  {
    ...authenticated('/parameters/tags', 'screen.parameters.tags', [
      functionality(FunctionalityCode.tag),
    ]),
    screen: TagsPage,
  },
  { ...authenticated('/parameters/payees', 'screen.parameters.payees'), screen: PayeesPage },
  { ...authenticated('/parameters/banks', 'screen.parameters.banks'), screen: BanksPage },
  { ...authenticated('/parameters/accounts', 'screen.parameters.accounts'), screen: AccountsPage },
  {
    ...authenticated('/parameters/categories', 'screen.parameters.categories'),
    screen: CategoriesPage,
  },
  {
    ...authenticated('/parameters/operations', 'screen.parameters.operations'),
    screen: EcheancesSettingsPage,
  },
  { ...authenticated('/parameters/budgets', 'screen.parameters.budgets'), screen: BudgetsPage },
  {
    ...authenticated('/parameters/import-presentation', 'screen.parameters.import-presentation'),
    screen: ImportPresentationPage,
  },
  { ...authenticated('/parameters/import', 'screen.parameters.import'), screen: ImportPage },
  { ...authenticated('/parameters/versions', 'screen.parameters.versions'), screen: VersionsPage },
  { ...authenticated('/upgrade', 'screen.upgrade'), screen: UpgradePage },
  // 001 §2 — operations, search, planned operations, budgets
  { ...authenticated('/operations', 'screen.operations'), screen: OperationsPage },
  { ...authenticated('/search', 'screen.search'), screen: SearchPage },
  {
    ...authenticated('/previsionnel/operations', 'screen.previsionnel.operations'),
    screen: EcheancesPage,
  },
  {
    ...authenticated('/previsionnel/threeMonths', 'screen.previsionnel.threeMonths'),
    screen: ThreeMonthsPage,
  },
  { ...authenticated('/previsionnel/month', 'screen.previsionnel.month'), screen: MonthPage },
  {
    ...authenticated('/previsionnel/budget/details', 'screen.previsionnel.budget.details'),
    screen: SurveyPage,
  },
  {
    ...authenticated(
      '/previsionnel/budget/details/:budgetId',
      'screen.previsionnel.budget.details',
    ),
    screen: SurveyPage,
  },
  {
    ...authenticated('/previsionnel/budget/difftable', 'screen.previsionnel.budget.difftable'),
    screen: DifferencePage,
  },
  {
    ...authenticated('/previsionnel/statement', 'screen.previsionnel.statement'),
    screen: StatementPage,
  },
  { ...authenticated('/previsionnel/monitor', 'screen.previsionnel.monitor'), screen: MonitorPage },
  // 002 §2 — analysis, comparator, FAQ, admin
  {
    ...authenticated('/analysis/category', 'screen.analysis.category'),
    screen: AnalysisCategoryPage,
  },
  { ...authenticated('/analysis/movement', 'screen.analysis.movement'), screen: MovementPage },
  {
    ...authenticated('/analysis/accountsFluctuation', 'screen.analysis.accountsFluctuation'),
    screen: AccountsFluctuationPage,
  },
  {
    ...authenticated('/analysis/categoriesFluctuation', 'screen.analysis.categoriesFluctuation'),
    screen: CategoriesFluctuationPage,
  },
  {
    ...authenticated('/analysis/incomeExpense', 'screen.analysis.incomeExpense'),
    screen: IncomeExpensePage,
  },
  { ...authenticated('/analysis/patrimony', 'screen.analysis.patrimony'), screen: PatrimonyPage },
  {
    ...authenticated('/comparator', 'screen.comparator', [functionality(FunctionalityCode.dev)]),
    screen: ComparatorPage,
  },
  { ...authenticated('/faq', 'screen.faq'), screen: FaqPage },
  ...FAQ_PAGES.map((page) => ({
    ...authenticated(`/faq/${page}`, `screen.faq.${page}`),
    screen: FaqHelpPage,
  })),
  { ...authenticated('/admin', 'screen.admin', ADMIN), screen: AdminPage },
  { ...authenticated('/admin/users', 'screen.admin.users', ADMIN), screen: AdminUsersPage },
  {
    ...authenticated('/admin/versions', 'screen.admin.versions', ADMIN),
    screen: VersionsAdminPage,
  },
  { ...authenticated('/admin/cgu', 'screen.admin.cgu', ADMIN), screen: CguAdminPage },
  { ...authenticated('/admin/adverts', 'screen.admin.adverts', ADMIN), screen: AdvertsAdminPage },
  {
    ...authenticated('/admin/security-journal', 'screen.admin.securityJournal', ADMIN),
    screen: SecurityJournalPage,
  },
];

/** Spec 002 §2: /analysis redirects to /analysis/category, its effective home. */
export const REDIRECT_ROUTES: readonly RedirectRoute[] = [
  { path: '/analysis', redirectTo: '/analysis/category' },
];

export function routeOf(path: string): ScreenRoute {
  const route = SCREEN_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route declared for ${path}`);
  return route;
}
