import { MessageCode } from '../../../contract/message-codes';
import type { IncorporateDto, IncorporateRequest } from '../../../contract/import';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { isOwnAccount, rememberImport } from '../accounts/accounts.service';
import { matchOccurrence } from '../echeances/echeances-occurrences.service';
import { operationIdentities } from './import-identity.service';
import { writeOperations } from '../operations/write/operations-write.service';
import { listPayees } from '../payees/payees.service';
import { categoryFinder } from './import-categories.service';
import { contextNeeds, type PartsContext } from './import-incorporate-parts';
import {
  planIncorporation,
  type ImportLine,
  type IncorporationPlan,
} from './import-incorporate-plan';
import { writeHistory } from './import-incorporate-history';
import * as repository from './import-incorporate.repository';

// POST /api/import/incorporate: the chosen lines of a report join the account's
// books in one transaction, all or nothing, through the one write path, with their history.

/** The lines, all of one of the user's reports (404), whose account is `accountId` (400). */
async function checkedLines(trx: Executor, userId: number, request: IncorporateRequest) {
  if (!(await isOwnAccount(trx, userId, request.accountId))) throw AppError.notFound();
  const lines = await repository.findLines(trx, userId, request.ids);
  if (lines.length === 0 || lines.length !== new Set(request.ids).size) throw AppError.notFound();
  const report = await repository.findReport(trx, userId, lines[0]!.importReportId);
  if (!report) throw AppError.notFound();
  if (report.dateOrderUnsure === 1) throw AppError.badRequest(MessageCode.importDateOrderRequired);
  if (report.accountId !== null && report.accountId !== request.accountId) {
    throw AppError.badRequest();
  }
  if (report.accountId === null) {
    await repository.setReportAccount(trx, userId, report.id, request.accountId);
  }
  return { lines, report };
}

async function partsContext(trx: Executor, userId: number, lines: readonly ImportLine[]) {
  const needs = contextNeeds(lines);
  const context: PartsContext = {
    categoryOf: needs.categories ? await categoryFinder(trx, userId) : () => null,
    payees: new Map(
      (needs.payees ? await listPayees(trx, userId) : []).map((payee) => [payee.payeeId, payee]),
    ),
  };
  return context;
}

/** The due occurrences the new lines stand for are matched with them: the job never saves them. */
async function matchOccurrences(
  trx: Executor,
  userId: number,
  plan: IncorporationPlan,
  created: number[],
) {
  for (const [i, line] of plan.creations.entries()) {
    if (line.echeanceId === null || line.echeanceDate === null) continue;
    const target = { echeanceId: line.echeanceId, date: line.echeanceDate };
    await matchOccurrence(trx, userId, target, created[i]!);
  }
}

/** Two writes, so that the plain creations go alone (see import-incorporate-plan.ts). */
async function write(trx: Executor, userId: number, plan: IncorporationPlan) {
  const linked = plan.links.length > 0 ? await writeOperations(trx, userId, plan.links) : null;
  const plain = plan.creates.length > 0 ? await writeOperations(trx, userId, plan.creates) : null;
  return [...(linked?.created ?? []), ...(plain?.created ?? [])];
}

const monthOf = (lines: readonly ImportLine[]) =>
  lines
    .reduce<string | null>((max, line) => (max === null || line.date > max ? line.date : max), null)
    ?.slice(0, 7) ?? null;

export function incorporate(
  db: Executor,
  userId: number,
  request: IncorporateRequest,
  now: number,
): Promise<IncorporateDto> {
  const work = async (trx: Executor): Promise<IncorporateDto> => {
    const { lines, report } = await checkedLines(trx, userId, request);
    const matchedIds = lines.flatMap((line) => line.matchedOperationId ?? []);
    const matched = await operationIdentities(trx, userId, request.merge ? matchedIds : []);
    const context = await partsContext(trx, userId, lines);
    const plan = planIncorporation(lines, request, matched, context);
    const created = await write(trx, userId, plan);
    await matchOccurrences(trx, userId, plan, created);
    const at = new Date(now).toISOString();
    const incorporationId = await writeHistory(trx, userId, { plan, created, report, at });
    const done = [...plan.merges.map((m) => m.line), ...plan.creations, ...plan.skipped];
    await repository.deleteLines(
      trx,
      userId,
      report.id,
      done.map((line) => line.id),
    );
    if (request.updateAccount) {
      const csvLayout = report.format === 'CSV' ? report.csvLayout : null;
      await rememberImport(trx, userId, request.accountId, { at, csvLayout });
    }
    return {
      incorporationId,
      created: plan.creations.length,
      merged: plan.merges.length,
      skipped: plan.skipped.length,
      accountId: request.accountId,
      month: monthOf([...plan.creations, ...plan.merges.map((m) => m.line)]),
    };
  };
  return inTransaction(db, work);
}
