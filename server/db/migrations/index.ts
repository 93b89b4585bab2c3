import type { Migration } from 'kysely';
import * as identity from './0001-identity';
import * as finance from './0002-finance';
import * as accountSecurity from './0003-account-security';

/** Every migration in order; names are permanent once released. */
export const migrations: Record<string, Migration> = {
  '0001-identity': identity,
  '0002-finance': finance,
  '0003-account-security': accountSecurity,
};
