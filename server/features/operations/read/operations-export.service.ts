import { hasAccess, type AccessHolder } from '../../../../contract/access';
import {
  runningBalances,
  shareOneCurrency,
  type OperationDto,
} from '../../../../contract/operations-dto';
import { EXPORT_ACCESS, type OperationExportRequest } from '../../../../contract/operations-export';
import { OperationOrder } from '../../../../contract/operations-query';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import * as repository from './operations-export.repository';
import { operationBalance, operationLines } from './operations-read.service';

// POST /api/export/operations (spec 001 §2, §7): the operations to put in a file, in the order
// of the screen, as GET /api/operation answers them. The running balance rule is in
// docs/decisions/operations.md ("Running balance of an export").

/** The date field the lines are in order of (the list sorts by one or the other), if any. */
function orderOf(lines: readonly OperationDto[]): OperationOrder | null {
  const sorted = (field: OperationOrder) =>
    lines.every((line, i) => i === 0 || lines[i - 1]![field] <= line[field]);
  if (sorted(OperationOrder.date)) return OperationOrder.date;
  if (sorted(OperationOrder.valueDate)) return OperationOrder.valueDate;
  return null;
}

/**
 * The balance the running balance starts from: the account's balance before the first line when
 * the lines are every operation of one account between the first and the last (a list page),
 * else 0 (a selection, search results); null when the lines are in several currencies.
 */
async function startBalance(db: Executor, userId: number, lines: readonly OperationDto[]) {
  if (!shareOneCurrency(lines)) return null;
  const accounts = new Set(lines.map((line) => line.account.accountId));
  const field = orderOf(lines);
  if (accounts.size !== 1 || field === null) return 0;
  const [accountId] = accounts;
  const from = lines[0]![field];
  const to = lines.at(-1)![field];
  const range = { field, from, to };
  if ((await repository.countBetween(db, userId, accountId!, range)) !== lines.length) return 0;
  const query = { accountIds: [accountId!], pointedOnly: false, before: { field, date: from } };
  return (await operationBalance(db, userId, query)).balance;
}

/**
 * The lines of `items` in their order; a format the user may not export answers 403, any id not
 * the user's 404.
 */
export async function exportOperations(
  db: Executor,
  user: AccessHolder & { idUser: number },
  { format, items }: OperationExportRequest,
): Promise<OperationDto[]> {
  if (!hasAccess(user, EXPORT_ACCESS[format])) throw AppError.forbidden();
  const userId = user.idUser;
  if ((await repository.countOwned(db, userId, items)) !== items.length) throw AppError.notFound();
  const lines = await operationLines(db, userId, items, []);
  const start = await startBalance(db, userId, lines);
  if (start === null) return lines.map((line) => ({ ...line, balance: null }));
  const balances = runningBalances(
    start,
    lines.map((line) => line.amount),
  );
  return lines.map((line, i) => ({ ...line, balance: balances[i]! }));
}
