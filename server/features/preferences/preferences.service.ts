import type { CurrencyDto, Preferences, PreferencesDto } from '../../../contract/settings';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { changeLanguage } from '../users/user-changes.service';
import { findUserById } from '../users/users.service';
import * as repository from './preferences.repository';

/** A user's preferences row, created with the defaults the first time it is needed. */
async function preferencesRow(db: Executor, userId: number) {
  const row = await repository.findPreferences(db, userId);
  if (row) return row;
  await repository.insertDefaultPreferences(db, userId);
  return repository.findPreferences(db, userId);
}

export async function getPreferences(db: Executor, userId: number): Promise<PreferencesDto> {
  const [row, user] = await Promise.all([preferencesRow(db, userId), findUserById(db, userId)]);
  if (!row || !user) throw AppError.notFound();
  return {
    currency: row.currencyId,
    mainAccount: row.mainAccountId,
    language: user.language,
    echeanceDelay: row.echeanceDelay,
    simpleMode: row.simpleMode === 1,
    sortByDate: row.sortByDate === 1,
    modeAutoImport: row.modeAutoImport,
    sortedCategoryIds: row.sortedCategoryIds,
  };
}

/** Saves the preferences; the main account must be one of the user's own (else 404). */
export async function savePreferences(
  db: Executor,
  userId: number,
  preferences: Preferences,
): Promise<PreferencesDto> {
  if (!(await repository.findCurrency(db, preferences.currency))) throw AppError.notFound();
  if (
    preferences.mainAccount !== null &&
    !(await repository.findAccountOfUser(db, userId, preferences.mainAccount))
  ) {
    throw AppError.notFound();
  }
  await db.transaction().execute(async (trx) => {
    await repository.insertDefaultPreferences(trx, userId);
    await repository.updatePreferences(trx, userId, {
      currencyId: preferences.currency,
      mainAccountId: preferences.mainAccount,
      echeanceDelay: preferences.echeanceDelay,
      simpleMode: preferences.simpleMode ? 1 : 0,
      sortByDate: preferences.sortByDate ? 1 : 0,
    });
    await changeLanguage(trx, userId, preferences.language);
  });
  return getPreferences(db, userId);
}

/** The user's main account (preferences.main_account), or null when none is chosen. */
export async function findMainAccountId(db: Executor, userId: number): Promise<number | null> {
  return (await repository.findPreferences(db, userId))?.mainAccountId ?? null;
}

export async function listCurrencies(db: Executor): Promise<CurrencyDto[]> {
  const rows = await repository.findCurrencies(db);
  return rows.map(({ id, name, symb, abrv }) => ({ currencyId: id, name, symb, abrv }));
}

/** Sets the auto-import mode (an admin's change, or null to clear it). */
export async function saveModeAutoImport(
  db: Executor,
  userId: number,
  modeAutoImport: string | null,
): Promise<void> {
  await repository.insertDefaultPreferences(db, userId);
  await repository.updatePreferences(db, userId, { modeAutoImport });
}

/** Sets how many days ahead planned operations show and what their autoSave does with missed dates. */
export async function saveEcheanceDelayAndCatchUp(
  db: Executor,
  userId: number,
  settings: { echeanceDelay: number; echeanceCatchUp: string },
): Promise<void> {
  await repository.upsertPreferences(db, userId, settings);
}
