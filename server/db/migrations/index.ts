import type { Migration } from 'kysely';
import * as identity from './0001-identity';

/** Every migration in order; names are permanent once released. */
export const migrations: Record<string, Migration> = {
  '0001-identity': identity,
};
