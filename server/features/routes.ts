import type { AppContext } from '../app-context';
import type { RouteDeclaration } from '../http/route';
import { adminReferenceRoutes } from './admin-users/admin-reference.routes';
import { adminUsersRoutes } from './admin-users/admin-users.routes';
import { advertsRoutes } from './adverts/adverts.routes';
import { analysisRoutes } from './analysis/analysis.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { accountExportRoutes } from './account-export/account-export.routes';
import { apiDocsRoutes } from './api-docs/api-docs.routes';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes';
import { authPasskeyRoutes } from './auth/auth-passkey.routes';
import { authRoutes } from './auth/auth.routes';
import { biRoutes } from './bi/bi.routes';
import { biSandboxRoutes } from './bi/bi-sandbox.routes';
import { biWebhooksRoutes } from './bi/bi-webhooks.routes';
import { banksRoutes } from './accounts/banks.routes';
import { budgetsRoutes } from './budgets/budgets.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { cguAdminRoutes } from './cgu/cgu-admin.routes';
import { cguRoutes } from './cgu/cgu.routes';
import { echeancesRoutes } from './echeances/echeances.routes';
import { echeancesOccurrencesRoutes } from './echeances/echeances-occurrences.routes';
import { echeancesSettingsRoutes } from './echeances/echeances-settings.routes';
import { exchangeRatesRoutes } from './exchange-rates/exchange-rates.routes';
import { faqRoutes } from './faq/faq.routes';
import { forecastRoutes } from './forecast/forecast.routes';
import { healthRoutes } from './health/health.routes';
import { i18nRoutes } from './i18n/i18n.routes';
import { importIncorporateRoutes } from './import/import-incorporate.routes';
import { importLinesRoutes } from './import/import-lines.routes';
import { importReportsRoutes } from './import/import-reports.routes';
import { portabilityRoutes } from './portability/portability.routes';
import { booksImportRoutes } from './books-import/books-import.routes';
import { metricsRoutes } from './metrics/metrics.routes';
import { importUploadRoutes } from './import/import-upload.routes';
import { operationsExportRoutes } from './operations/read/operations-export.routes';
import { operationsPointRoutes } from './operations/write/operations-point.routes';
import { operationsReadRoutes } from './operations/read/operations-read.routes';
import { operationsSearchRoutes } from './operations/read/operations-search.routes';
import { operationsSaveRoutes } from './operations/write/operations-save.routes';
import { operationsStatementRoutes } from './operations/read/operations-statement.routes';
import { operationTypesRoutes } from './operation-types/operation-types.routes';
import { netWorthRoutes } from './net-worth/net-worth.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { passkeysRoutes } from './passkeys/passkeys.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { payeesRoutes } from './payees/payees.routes';
import { phoneCodesRoutes } from './phone-codes/phone-codes.routes';
import { preferencesRoutes } from './preferences/preferences.routes';
import { realtimeRoutes } from './realtime/realtime.routes';
import { securityEventsRoutes } from './security-events/security-events.routes';
import { signupRoutes } from './signup/signup.routes';
import { statementRoutes } from './statement/statement.routes';
import { subscriptionsPublicRoutes } from './subscriptions/subscriptions-public.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { subscriptionsSandboxRoutes } from './subscriptions/subscriptions-sandbox.routes';
import { subscriptionsWebhookRoutes } from './subscriptions/subscriptions-webhook.routes';
import { surveyRoutes } from './survey/survey.routes';
import { tagsRoutes } from './tags/tags.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { singleSignOnRoutes } from './single-sign-on/single-sign-on.routes';
import { userSettingsRoutes } from './user-settings/user-settings.routes';
import { versionsRoutes } from './versions/versions.routes';

/** The route table: every route of the app, declared once, in the order they are mounted. */
export function routeTable(ctx: AppContext): RouteDeclaration[] {
  const table: RouteDeclaration[] = [
    ...healthRoutes(ctx),
    ...metricsRoutes(ctx),
    ...i18nRoutes(),
    ...authRoutes(ctx),
    ...signupRoutes(ctx),
    ...passwordResetRoutes(ctx),
    ...cguRoutes(ctx),
    ...cguAdminRoutes(ctx),
    ...versionsRoutes(ctx),
    ...advertsRoutes(ctx),
    ...faqRoutes(),
    ...userSettingsRoutes(ctx),
    ...twoFactorRoutes(ctx),
    ...singleSignOnRoutes(ctx),
    ...passkeysRoutes(ctx),
    ...authPasskeyRoutes(ctx),
    // Before /api/users/:userId, which would take their words for an id.
    ...adminReferenceRoutes(ctx),
    ...adminUsersRoutes(ctx),
    ...securityEventsRoutes(ctx),
    ...preferencesRoutes(ctx),
    ...apiTokensRoutes(ctx),
    ...exchangeRatesRoutes(ctx),
    ...netWorthRoutes(ctx),
    ...accountsRoutes(ctx),
    ...accountExportRoutes(ctx),
    ...banksRoutes(ctx),
    ...categoriesRoutes(ctx),
    ...payeesRoutes(ctx),
    ...tagsRoutes(ctx),
    ...budgetsRoutes(ctx),
    // Before any /api/echeances/:idEcheance route, which would take "statement" for an id.
    ...statementRoutes(ctx),
    ...operationTypesRoutes(ctx),
    ...operationsPointRoutes(ctx),
    ...operationsSaveRoutes(ctx),
    ...operationsSearchRoutes(ctx),
    ...operationsReadRoutes(ctx),
    ...operationsExportRoutes(ctx),
    ...operationsStatementRoutes(ctx),
    ...surveyRoutes(ctx),
    ...analysisRoutes(ctx),
    ...forecastRoutes(ctx),
    ...echeancesOccurrencesRoutes(ctx),
    ...echeancesSettingsRoutes(ctx),
    // Last of the /api/echeances routes: its {idEcheance} paths would take their words.
    ...echeancesRoutes(ctx),
    ...importUploadRoutes(ctx),
    ...portabilityRoutes(ctx),
    ...booksImportRoutes(ctx),
    ...importLinesRoutes(ctx),
    ...importIncorporateRoutes(ctx),
    // Last of the /api/import routes: {importId} would take their words.
    ...importReportsRoutes(ctx),
    ...subscriptionsRoutes(ctx),
    ...subscriptionsPublicRoutes(ctx),
    ...subscriptionsWebhookRoutes(ctx),
    ...subscriptionsSandboxRoutes(ctx),
    ...biRoutes(ctx),
    ...biWebhooksRoutes(ctx),
    ...biSandboxRoutes(ctx),
    ...phoneCodesRoutes(),
    ...realtimeRoutes(ctx),
    ...outboxRoutes(ctx),
  ];
  table.push(...apiDocsRoutes(ctx, () => table));
  return table;
}
