import {
  statementError,
  type StatementDto,
  type StatementSaveRequest,
} from '../../../../contract/operations-reconciliation';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { accountBalance } from './operations-balance.service';
import * as accounts from './operations-read.repository';
import * as repository from './operations-statement.repository';

// Reconciliation against a bank statement: the last statement recorded, and
// recording one once the pointed balance on its date equals its closing balance.

async function initialBalanceOf(db: Executor, userId: number, accountId: number) {
  const [account] = await accounts.findAccounts(db, userId, [accountId]);
  if (!account) throw AppError.notFound();
  return account.initialBalance;
}

const toDto = (row: { accountId: number; date: string; closingBalance: number }) => ({
  accountId: row.accountId,
  date: row.date,
  balance: Number(row.closingBalance),
});

/** GET /api/account/{accountId}/statement: the latest statement recorded, or null. */
export async function lastStatement(
  db: Executor,
  userId: number,
  accountId: number,
): Promise<StatementDto | null> {
  await initialBalanceOf(db, userId, accountId);
  const row = await repository.findLastStatement(db, userId, accountId);
  return row ? toDto(row) : null;
}

/**
 * The initial balance plus the pointed operations dated on or before `date`: the rollups of the
 * earlier months and that month's lines.
 */
export async function pointedBalanceOn(
  db: Executor,
  userId: number,
  accountId: number,
  date: string,
) {
  const initial = await initialBalanceOf(db, userId, accountId);
  return initial + (await accountBalance(db, userId, accountId, date)).pointed;
}

/** POST /api/account/{accountId}/statement: 400 with statementError's code unless reconciled. */
export function saveStatement(
  db: Executor,
  userId: number,
  accountId: number,
  statement: StatementSaveRequest,
  now: Date,
): Promise<StatementDto> {
  return db.transaction().execute(async (trx) => {
    const pointed = await pointedBalanceOn(trx, userId, accountId, statement.date);
    const last = await repository.findLastStatement(trx, userId, accountId);
    const error = statementError(statement, pointed, last ?? null);
    if (error) throw AppError.badRequest(error);
    const row = { accountId, date: statement.date, closingBalance: statement.balance };
    await repository.saveStatement(trx, userId, { ...row, createdAt: now.toISOString() });
    return toDto(row);
  });
}
