import type { Executor } from '../../db/database';
import * as repository from './preferences.repository';

// Apart from preferences.service.ts, which checks a chosen main account through the accounts
// feature: the accounts feature asks this one which account it may not delete.

/** The user's main account (preferences.main_account), or null when none is chosen. */
export async function findMainAccountId(db: Executor, userId: number): Promise<number | null> {
  return (await repository.findPreferences(db, userId))?.mainAccountId ?? null;
}
