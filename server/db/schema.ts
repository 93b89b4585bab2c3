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
import type { FinanceTables } from './schema-finance';
import type { RollupTables } from './schema-rollups';
import type { BiTables } from './schema-bi';
import type { RealtimeTables } from './schema-realtime';
import type { SignInTables } from './schema-sign-in';

export type * from './schema-admin-content';
export type * from './schema-columns';
export type * from './schema-finance';
export type * from './schema-identity';
export type * from './schema-rollups';
export type * from './schema-bi';
export type * from './schema-realtime';
export type * from './schema-sign-in';

/** Every table: identity (schema-identity.ts) and the books (schema-finance.ts). */
export interface Database
  extends
    FinanceTables,
    RollupTables,
    AccountSecurityTables,
    AdminContentTables,
    BiTables,
    RealtimeTables,
    SignInTables {
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
