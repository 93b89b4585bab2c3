import {
  DEFAULT_ECHEANCE_CATCH_UP,
  ECHEANCE_CATCH_UP,
  type EcheanceCatchUp,
  type EcheanceSettings,
  type EcheanceSettingsDto,
} from '../../../contract/echeance-settings';
import type { EcheanceFrequency } from '../../../contract/echeances';
import type { Executor } from '../../db/database';
import { saveEcheanceDelayAndCatchUp } from '../preferences/preferences.service';
import * as repository from './echeances-settings.repository';

// /parameters/operations: the echeance delay (spec 000, also part of
// POST /api/preferences), what autoSave does with missed dates, and the plans that save themselves.

export function catchUpOf(value: string | null | undefined): EcheanceCatchUp {
  return ECHEANCE_CATCH_UP.find((policy) => policy === value) ?? DEFAULT_ECHEANCE_CATCH_UP;
}

export async function getEcheanceSettings(
  db: Executor,
  userId: number,
): Promise<EcheanceSettingsDto> {
  const [settings, plans] = await Promise.all([
    repository.findSettings(db, userId),
    repository.findAutoSavePlans(db, userId),
  ]);
  return {
    echeanceDelay: settings?.echeanceDelay ?? 0,
    catchUp: catchUpOf(settings?.echeanceCatchUp),
    autoSavePlans: plans.map((plan) => ({
      ...plan,
      frequency: plan.frequency as EcheanceFrequency,
    })),
  };
}

export async function saveEcheanceSettings(
  db: Executor,
  userId: number,
  settings: EcheanceSettings,
): Promise<EcheanceSettingsDto> {
  await saveEcheanceDelayAndCatchUp(db, userId, {
    echeanceDelay: settings.echeanceDelay,
    echeanceCatchUp: settings.catchUp,
  });
  return getEcheanceSettings(db, userId);
}
