import { MessageCode } from '../../../../contract/message-codes';
import type { OperationKind } from '../../../../contract/operations';
import { runningBalances } from '../../../../contract/operations-dto';
import type {
  OperationBalanceQuery,
  OperationListQuery,
  OperationOrder,
} from '../../../../contract/operations-query';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { findMainAccountId } from '../../preferences/preferences.service';
import { findParts, findPartTags } from './operations-read-parts.repository';
import { toOperationDto, toReadRows, type ReadRows } from './operations-read.dto';
import * as repository from './operations-read.repository';
import type { OperationSelection } from './operations-selection.repository';

// GET /api/operation, /balance and /{type}/{id}: the lines with their running balance, and the
// balances from the rollups plus one month of lines, never a sum over the whole history.

type Account = Awaited<ReturnType<typeof repository.findAccounts>>[number];

/** The accounts asked (all the user's, else 404), or the main account of the preferences. */
async function accountsOf(db: Executor, userId: number, ids: number[] | null): Promise<Account[]> {
  const wanted = ids ?? [await findMainAccountId(db, userId)].filter((id) => id !== null);
  if (wanted.length === 0) throw AppError.badRequest(MessageCode.operationAccountRequired);
  const unique = [...new Set(wanted)];
  const accounts = await repository.findAccounts(db, userId, unique);
  if (accounts.length !== unique.length) throw AppError.notFound();
  return accounts;
}

const cents = (row: { total: number | string | null } | undefined) => Number(row?.total ?? 0);

/** The initial balances plus the operations before `before` (all of them without it). */
async function balanceBefore(
  db: Executor,
  userId: number,
  accounts: readonly Account[],
  before: { field: OperationOrder; date: string } | null,
  pointedOnly: boolean,
): Promise<number> {
  const ids = accounts.map((a) => a.id);
  const initial = accounts.reduce((sum, a) => sum + a.initialBalance, 0);
  return initial + (await operationsBefore(db, userId, ids, before, pointedOnly));
}

async function operationsBefore(
  db: Executor,
  userId: number,
  ids: number[],
  before: { field: OperationOrder; date: string } | null,
  pointedOnly: boolean,
): Promise<number> {
  if (before === null) {
    return cents(await repository.sumAccountMonthsBefore(db, userId, ids, '9999-99', pointedOnly));
  }
  const { field, date } = before;
  // No rollup counts pointed operations by value date: that one sum reads the history.
  if (field === 'valueDate' && pointedOnly) {
    const range = { field, from: null, before: date };
    return cents(await repository.sumOperations(db, userId, ids, range, true));
  }
  const month = date.slice(0, 7);
  const from = `${month}-01`;
  // A period starting on the 1st (every month page) needs the rollup only.
  const [earlier, current] = await Promise.all([
    field === 'date'
      ? repository.sumAccountMonthsBefore(db, userId, ids, month, pointedOnly)
      : repository.sumValueMonthsBefore(db, userId, ids, month),
    from === date
      ? undefined
      : repository.sumOperations(db, userId, ids, { field, from, before: date }, pointedOnly),
  ]);
  return cents(earlier) + cents(current);
}

export async function operationBalance(db: Executor, userId: number, query: OperationBalanceQuery) {
  const accounts = await accountsOf(db, userId, query.accountIds);
  return { balance: await balanceBefore(db, userId, accounts, query.before, query.pointedOnly) };
}

/** The accounts, parts and tags of the rows, which are the operations `selection` names. */
async function readRows(
  db: Executor,
  userId: number,
  rows: readonly repository.OperationRow[],
  accounts: readonly Account[],
  selection: OperationSelection,
): Promise<ReadRows> {
  const known = new Set(accounts.map((a) => a.id));
  const legs = rows.map((r) => r.toAccountId).filter((id) => id !== null && !known.has(id));
  const [others, parts, tags] = await Promise.all([
    repository.findAccounts(db, userId, [...new Set(legs as number[])]),
    findParts(db, userId, selection),
    findPartTags(db, userId, selection),
  ]);
  return toReadRows([...accounts, ...others], parts, tags);
}

/** The sum of the lines before the page and how many the period holds; none without a page. */
async function pageContext(db: Executor, userId: number, ids: number[], query: OperationListQuery) {
  const { period, orderBy, paging } = query;
  if (!paging) return { before: 0, total: null };
  const [leading, counted] = await Promise.all([
    paging.offset === 0
      ? undefined
      : repository.sumLeadingOperations(db, userId, ids, period, orderBy, paging.offset),
    repository.countOperations(db, userId, ids, period),
  ]);
  return { before: cents(leading), total: Number(counted.count) };
}

/**
 * The period's lines (or one page of them) with their running balance, the balance before the
 * first, and with a page how many lines the whole period holds.
 */
export async function listOperations(db: Executor, userId: number, query: OperationListQuery) {
  const accounts = await accountsOf(db, userId, query.accountIds);
  const ids = accounts.map((a) => a.id);
  const { period, orderBy, paging } = query;
  const [periodStart, page, rows] = await Promise.all([
    balanceBefore(db, userId, accounts, { field: period.field, date: period.startDate }, false),
    pageContext(db, userId, ids, query),
    repository.listOperations(db, userId, ids, period, orderBy, paging),
  ]);
  // A page reads the parts of its own lines; the whole period, those of the period at once.
  const selection = paging ? { ids: rows.map((row) => row.id) } : { accountIds: ids, period };
  const read = await readRows(db, userId, rows, accounts, selection);
  const start = periodStart + page.before;
  const balances = runningBalances(
    start,
    rows.map((row) => row.amount),
  );
  const operations = rows.map((row, i) => toOperationDto(row, read, balances[i]!));
  return { startBalance: start, operations, total: page.total };
}

/** One operation and its row version, or 404 (another user's, deleted, or of the other kind). */
export async function getOperation(db: Executor, userId: number, kind: OperationKind, id: number) {
  const row = await repository.findOperation(db, userId, kind, id);
  if (!row) throw AppError.notFound();
  const accountIds = [row.accountId, ...(row.toAccountId === null ? [] : [row.toAccountId])];
  const accounts = await repository.findAccounts(db, userId, accountIds);
  const read = await readRows(db, userId, [row], accounts, { ids: [id] });
  return { operation: toOperationDto(row, read, null), version: row.version };
}

/**
 * The lines of these operations in the order given, as GET /api/operation answers them; each
 * with its balance from `balances` (same order), or null.
 */
export async function operationLines(
  db: Executor,
  userId: number,
  ids: readonly number[],
  balances: readonly (number | null)[],
) {
  const rows = await repository.findOperations(db, userId, ids);
  const accountIds = rows.flatMap((r) => [r.accountId]);
  const accounts = await repository.findAccounts(db, userId, [...new Set(accountIds)]);
  const read = await readRows(db, userId, rows, accounts, { ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id, i) => toOperationDto(byId.get(id)!, read, balances[i] ?? null));
}

/** 404 unless every account is the user's. */
export async function checkAccounts(db: Executor, userId: number, ids: readonly number[]) {
  await accountsOf(db, userId, [...ids]);
}
