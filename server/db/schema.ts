import type {
  AccountSecurityTables,
  AdminAuditLogTable,
  SecurityEventsTable,
  AppSettingsTable,
  ProfilesTable,
  FunctionalitiesTable,
  ProfileFunctionalitiesTable,
  CurrenciesTable,
  UsersTable,
  UserRolesTable,
  SessionsTable,
  SubscriptionsTable,
  DiscoveryTrialsTable,
  PaymentWebhookEventsTable,
  UserEventsTable,
  CgusTable,
  CguAgreementsTable,
} from './schema-identity';
import type { AdminContentTables } from './schema-admin-content';
import type { ApiTokenTables } from './schema-api-tokens';
import type { ExchangeRateTables } from './schema-exchange-rates';
import type { FinanceTables } from './schema-finance';
import type { ImportTables } from './schema-import';
import type { PasskeyTables } from './schema-passkeys';
import type { PlanTables } from './schema-plans';
import type { RollupTables } from './schema-rollups';
import type { BiTables } from './schema-bi';
import type { RealtimeTables } from './schema-realtime';
import type { SignInTables } from './schema-sign-in';
import type { SingleSignOnTables } from './schema-single-sign-on';

export type * from './schema-admin-content';
export type * from './schema-api-tokens';
export type * from './schema-columns';
export type * from './schema-exchange-rates';
export type * from './schema-finance';
export type * from './schema-import';
export type * from './schema-passkeys';
export type * from './schema-plans';
export type * from './schema-identity';
export type * from './schema-rollups';
export type * from './schema-bi';
export type * from './schema-realtime';
export type * from './schema-sign-in';
export type * from './schema-single-sign-on';

/** Every table: identity, the books, the plans, the import review, rollups, bank sync and realtime. */
export interface Database
  extends
    FinanceTables,
    ImportTables,
    PlanTables,
    RollupTables,
    AccountSecurityTables,
    AdminContentTables,
    BiTables,
    RealtimeTables,
    SignInTables,
    ApiTokenTables,
    PasskeyTables,
    SingleSignOnTables,
    ExchangeRateTables {
  appSettings: AppSettingsTable;
  profiles: ProfilesTable;
  functionalities: FunctionalitiesTable;
  profileFunctionalities: ProfileFunctionalitiesTable;
  currencies: CurrenciesTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  sessions: SessionsTable;
  subscriptions: SubscriptionsTable;
  discoveryTrials: DiscoveryTrialsTable;
  paymentWebhookEvents: PaymentWebhookEventsTable;
  userEvents: UserEventsTable;
  cgus: CgusTable;
  cguAgreements: CguAgreementsTable;
  adminAuditLog: AdminAuditLogTable;
  securityEvents: SecurityEventsTable;
}
