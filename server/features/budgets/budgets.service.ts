import {
  hasAccess,
  functionality,
  FunctionalityCode,
  type AccessHolder,
} from '../../../contract/access';
import type { BudgetDto, BudgetSaveRequest } from '../../../contract/budgets';
import { MessageCode } from '../../../contract/message-codes';
import { BudgetType } from '../../../contract/operations';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { listAccounts } from '../accounts/accounts.service';
import * as repository from './budgets.repository';

// Budgets (spec 001 §3, §4, §5, §6): PLANNED ones are read-only; one favourite at a time; deleting
// and choosing the favourite need the BUDGET functionality.

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

type BudgetRow = Awaited<ReturnType<typeof repository.findBudgetsOfUser>>[number];

async function accountNames(db: Executor, userId: number): Promise<Map<number, string>> {
  const accounts = await listAccounts(db, userId);
  return new Map(accounts.map((account) => [account.accountId, account.name]));
}

function toDto(row: BudgetRow, accountIds: readonly number[], names: Map<number, string>) {
  return {
    accountId: row.id,
    name: row.name,
    type: row.type,
    startDate: row.startDate,
    accounts: accountIds
      .map((accountId) => ({ accountId, name: names.get(accountId) ?? '' }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    favorite: row.favorite === 1,
  } satisfies BudgetDto;
}

const favoriteFirst = (a: BudgetDto, b: BudgetDto) =>
  Number(b.favorite) - Number(a.favorite) ||
  collator.compare(a.name, b.name) ||
  a.accountId - b.accountId;

/** The user's budgets, the favourite first, then by name. */
export async function listBudgets(db: Executor, userId: number): Promise<BudgetDto[]> {
  const [rows, links, names] = await Promise.all([
    repository.findBudgetsOfUser(db, userId),
    repository.findBudgetAccounts(db, userId),
    accountNames(db, userId),
  ]);
  const accountsOf = (budgetId: number) =>
    links.filter((link) => link.budgetId === budgetId).map((link) => link.accountId);
  return rows.map((row) => toDto(row, accountsOf(row.id), names)).sort(favoriteFirst);
}

async function findOwnBudget(db: Executor, userId: number, budgetId: number) {
  const row = await repository.findBudget(db, userId, budgetId);
  if (!row) throw AppError.notFound();
  return row;
}

export async function getBudget(db: Executor, userId: number, budgetId: number) {
  const row = await findOwnBudget(db, userId, budgetId);
  const links = await repository.findBudgetAccounts(db, userId, budgetId);
  return toDto(
    row,
    links.map((link) => link.accountId),
    await accountNames(db, userId),
  );
}

const mayManage = (user: AccessHolder) =>
  hasAccess(user, [functionality(FunctionalityCode.budget)]);

function checkEditable(row: BudgetRow) {
  if (row.type === BudgetType.planned) throw new AppError(409, MessageCode.budgetPlannedReadOnly);
}

/**
 * Creates (budgetId null) or updates a budget with its accounts, and makes it the favourite or
 * not, in one transaction. Another user's account answers 404 and writes nothing.
 */
export async function saveBudget(
  db: Executor,
  user: AccessHolder & { idUser: number },
  budgetId: number | null,
  budget: BudgetSaveRequest,
): Promise<BudgetDto> {
  const userId = user.idUser;
  const existing = budgetId === null ? null : await findOwnBudget(db, userId, budgetId);
  if (existing) checkEditable(existing);
  const wasFavorite = existing?.favorite === 1;
  if (budget.favorite !== wasFavorite && !mayManage(user)) throw AppError.forbidden();
  const names = await accountNames(db, userId);
  if (budget.accounts.some((accountId) => !names.has(accountId))) throw AppError.notFound();
  const row = { name: budget.name, startDate: budget.startDate };
  const id = await db.transaction().execute(async (trx) => {
    const savedId = existing ? existing.id : await repository.insertBudget(trx, userId, row);
    if (existing) await repository.updateBudget(trx, userId, savedId, row);
    await repository.replaceBudgetAccounts(trx, userId, savedId, budget.accounts);
    if (budget.favorite !== wasFavorite) {
      await repository.setFavorite(trx, userId, savedId, budget.favorite);
    }
    return savedId;
  });
  return getBudget(db, userId, id);
}

/** Deletes a PREVISIONNEL budget (BUDGET functionality); its planned operations stay. */
export async function deleteBudget(
  db: Executor,
  user: AccessHolder & { idUser: number },
  budgetId: number,
): Promise<void> {
  const row = await findOwnBudget(db, user.idUser, budgetId);
  if (!mayManage(user)) throw AppError.forbidden();
  checkEditable(row);
  await repository.deleteBudget(db, user.idUser, budgetId);
}
