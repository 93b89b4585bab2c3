import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { PreferencesTable } from '../../db/schema';
import { insertDefaultPreferences, updatePreferences } from './preferences.repository';

export type RestoredPreferences = Omit<Updateable<PreferencesTable>, 'userId' | 'modeAutoImport'>;

/** Gives an exported user's preferences and planned-operation settings to this user. */
export async function restorePreferences(
  db: Executor,
  userId: number,
  preferences: RestoredPreferences,
): Promise<void> {
  await insertDefaultPreferences(db, userId);
  await updatePreferences(db, userId, preferences);
}
