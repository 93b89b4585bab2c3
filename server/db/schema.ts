import type { Generated } from 'kysely';
import type { AccountSecurityTables } from './schema-account-security';
import type { FinanceTables } from './schema-finance';

export type * from './schema-finance';

// Kysely's view of the tables, in camelCase (CamelCasePlugin maps to snake_case columns).
// Booleans are 0/1, money is integer cents, days are ISO yyyy-MM-dd, instants ISO UTC text.

export type Flag = 0 | 1;

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface ProfilesTable {
  id: number;
  name: string;
  indexUrl: string;
}

export interface FunctionalitiesTable {
  id: number;
  code: string;
}

export interface ProfileFunctionalitiesTable {
  profileId: number;
  functionalityId: number;
}

export interface CurrenciesTable {
  id: number;
  name: string;
  symb: string;
  abrv: string;
}

export interface UsersTable {
  id: Generated<number>;
  login: string;
  loginKey: string;
  email: string | null;
  passwordHash: string;
  phone: string | null;
  phoneCode: string | null;
  usageName: string | null;
  zipcode: string | null;
  title: string | null;
  age: number | null;
  language: Generated<string>;
  profileId: number;
  profileEndDate: string | null;
  comment: string | null;
  active: Generated<Flag>;
  locked: Generated<Flag>;
  lockedUntil: string | null;
  failedLogins: Generated<number>;
  numberOfConnection: Generated<number>;
  lastConnection: string | null;
  creationDate: string;
  newsletter: Generated<Flag>;
  partners: Generated<Flag>;
  reasons: string | null;
  serviceInfo: string | null;
}

export interface UserRolesTable {
  userId: number;
  role: string;
}

export interface SessionsTable {
  id: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  amount: number;
  subscrDate: string;
  deleted: Generated<Flag>;
  trial: Generated<Flag>;
  paymentMode: string | null;
  providerSubscriptionId: string | null;
}

export interface CgusTable {
  id: Generated<number>;
  name: string;
  contentFr: string;
  contentEn: string | null;
  used: Generated<Flag>;
  createdAt: string;
}

export interface CguAgreementsTable {
  userId: number;
  cguId: number;
  agreedAt: string;
}

/** Identity tables (0001) and the finance tables (0002, in schema-finance.ts). */
export interface Database extends FinanceTables, AccountSecurityTables {
  appSettings: AppSettingsTable;
  profiles: ProfilesTable;
  functionalities: FunctionalitiesTable;
  profileFunctionalities: ProfileFunctionalitiesTable;
  currencies: CurrenciesTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  sessions: SessionsTable;
  subscriptions: SubscriptionsTable;
  cgus: CgusTable;
  cguAgreements: CguAgreementsTable;
}
