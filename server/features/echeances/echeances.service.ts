import { occurrenceDates, type OccurrenceRule } from '../../../contract/echeance-occurrences';
import { toIsoDate, type IsoDate } from '../../../contract/dates';
import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from '../../../contract/echeances';
import type {
  EcheanceBulkDeleteRequest,
  EcheanceDto,
  FrequencyDto,
} from '../../../contract/echeances-dto';
import type { EcheanceSaveRequest } from '../../../contract/echeances-save';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { readEcheances } from './echeances-read.service';
import { toEcheanceDtos } from './echeances.dto';
import * as repository from './echeances.repository';

// The planned-operation modal and list (spec 001 §2, §3, §5, §7).

/** GET /api/frequencies, in the order of ECHEANCE_FREQUENCIES. */
export function listFrequencies(): FrequencyDto[] {
  return Object.entries(ECHEANCE_FREQUENCIES).map(([code, { unit, step }]) => ({
    code: code as EcheanceFrequency,
    unit,
    step,
  }));
}

/**
 * The first occurrence on or after today, null when none is left (a past ONCE): a plan created
 * or edited never saves its past dates by surprise (the autoSave job starts from next_date).
 */
export function firstOccurrenceFrom(rule: OccurrenceRule, today: IsoDate): IsoDate | null {
  if (rule.beginDate >= today) return rule.beginDate;
  const horizon = `${Number(today.slice(0, 4)) + 2}-12-31`;
  return occurrenceDates(rule, today, horizon)[0] ?? null;
}

export async function listEcheances(db: Executor, userId: number): Promise<EcheanceDto[]> {
  return toEcheanceDtos(db, userId, await readEcheances(db, userId));
}

export async function getEcheance(db: Executor, userId: number, id: number): Promise<EcheanceDto> {
  const plans = (await readEcheances(db, userId)).filter((plan) => plan.id === id);
  const [dto] = await toEcheanceDtos(db, userId, plans);
  if (!dto) throw AppError.notFound();
  return dto;
}

/** All of these plans are the user's (locked until the transaction ends), else 404. */
async function checkOwned(trx: Executor, userId: number, ids: readonly number[]) {
  const own = await repository.findOwnPlanIds(trx, userId, ids);
  if (own.length !== ids.length) throw AppError.notFound();
}

/**
 * POST /api/echeances/{idEcheance} (null creates): the plan, its parts with their tags and its
 * budgets in one transaction. Another user's account, payee, category, tag or budget fails the
 * database's owner keys (404) and nothing is written.
 */
export function saveEcheance(
  db: Executor,
  userId: number,
  id: number | null,
  plan: EcheanceSaveRequest,
  now: number,
): Promise<EcheanceDto> {
  return inTransaction(db, async (trx) => {
    const { parts, budgetIds, ...fields } = plan;
    const row = { ...fields, nextDate: firstOccurrenceFrom(plan, toIsoDate(new Date(now))) };
    if (id !== null) await checkOwned(trx, userId, [id]);
    const echeanceId = id ?? (await repository.insertPlan(trx, userId, row));
    if (id !== null) await repository.updatePlan(trx, userId, id, row);
    await repository.replaceParts(trx, userId, echeanceId, parts, budgetIds);
    return getEcheance(trx, userId, echeanceId);
  });
}

export function deleteEcheance(db: Executor, userId: number, id: number): Promise<void> {
  return deleteEcheances(db, userId, { ids: [id] }).then(() => undefined);
}

/** POST /api/echeances/delete: all of them or none (any id not the user's: 404). */
export function deleteEcheances(
  db: Executor,
  userId: number,
  { ids }: EcheanceBulkDeleteRequest,
): Promise<{ count: number }> {
  return inTransaction(db, async (trx) => {
    await checkOwned(trx, userId, ids);
    await repository.deletePlans(trx, userId, ids);
    return { count: ids.length };
  });
}
