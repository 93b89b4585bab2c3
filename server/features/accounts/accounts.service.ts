import type { AccountBalanceDto, AccountSaveRequest } from '../../../contract/account-payloads';
import {
  accountsByType,
  type AccountDto,
  type AccountTypeNode,
} from '../../../contract/account-dtos';
import type { AccountSummary } from '../../../contract/accounts-summary';
import { toIsoDate } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { resolveBankId } from '../banks/banks.service';
import {
  accountBalance as operationsBalance,
  operationCountsByAccount,
} from '../operations/read/operations-balance.service';
import { accountColumnsOf, accountDtoOf } from './account-dto';
import * as repository from './accounts.repository';

export async function listAccounts(db: Executor, userId: number): Promise<AccountSummary[]> {
  const [rows, counts] = await Promise.all([
    repository.findAccountsOfUser(db, userId),
    operationCountsByAccount(db, userId),
  ]);
  return rows.map((row) => ({
    accountId: row.id,
    name: row.name,
    type: row.type,
    favorite: row.favorite === 1,
    bank: { bankId: row.bankId, name: row.bankName },
    currency: { currencyId: row.currencyId, symb: row.currencySymb, abrv: row.currencyAbrv },
    operationCount: counts.get(row.id) ?? 0,
  }));
}

/** Each account's currency and initial balance (cents), by account id. */
export async function balanceBases(db: Executor, userId: number) {
  const rows = await repository.findBalanceBases(db, userId);
  return rows.map((row) => ({
    accountId: Number(row.id),
    currencyId: Number(row.currencyId),
    initialBalance: Number(row.initialBalance),
  }));
}

export async function isOwnAccount(db: Executor, userId: number, accountId: number) {
  return (await repository.findAccount(db, userId, accountId)) !== undefined;
}

const byFrenchName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const accountOrder = (a: AccountDto, b: AccountDto) =>
  byFrenchName.compare(a.bank.name, b.bank.name) ||
  byFrenchName.compare(a.name, b.name) ||
  a.accountId - b.accountId;

/**
 * Every field of the user's accounts (of one bank when given), by bank then name, sorted here so
 * that both databases agree on accents and case.
 */
export async function listAccountDtos(
  db: Executor,
  userId: number,
  filter: { bankId?: number } = {},
): Promise<AccountDto[]> {
  return (await repository.findAccountDetails(db, userId, filter))
    .map(accountDtoOf)
    .sort(accountOrder);
}

export async function getAccount(db: Executor, userId: number, accountId: number) {
  const [row] = await repository.findAccountDetails(db, userId, { accountId });
  if (!row) throw AppError.notFound();
  return accountDtoOf(row);
}

export async function listAccountsByType(db: Executor, userId: number): Promise<AccountTypeNode[]> {
  return accountsByType(await listAccountDtos(db, userId));
}

/**
 * Creates (no id) or updates an account. Its bank is resolved in the same transaction, so a bank
 * created from a reference name does not outlive a refused account.
 */
export async function saveAccount(
  db: Executor,
  userId: number,
  accountId: number | null,
  account: AccountSaveRequest,
): Promise<AccountDto> {
  if (accountId !== null && !(await isOwnAccount(db, userId, accountId))) {
    throw AppError.notFound();
  }
  const savedId = await db.transaction().execute(async (trx) => {
    const columns = accountColumnsOf(account, await resolveBankId(trx, userId, account.bank));
    if (accountId === null) return repository.insertAccount(trx, { userId, ...columns });
    await repository.updateAccount(trx, userId, accountId, columns);
    return accountId;
  });
  return getAccount(db, userId, savedId);
}

/** The user says the account is up to date as of now (an instant, ISO UTC). */
export async function markUpToDate(db: Executor, userId: number, accountId: number, now: number) {
  if (!(await isOwnAccount(db, userId, accountId))) throw AppError.notFound();
  const lastUpdateDate = new Date(now).toISOString();
  await repository.updateAccount(db, userId, accountId, { lastUpdateDate });
  return { lastUpdateDate };
}

/**
 * Balances at the end of `date` (today by default): the initial balance plus the operations
 * dated up to then, and the same counting pointed operations only.
 */
export async function accountBalance(
  db: Executor,
  userId: number,
  accountId: number,
  date: string | undefined,
  now: number,
): Promise<AccountBalanceDto> {
  const account = await repository.findAccount(db, userId, accountId);
  if (!account) throw AppError.notFound();
  const day = date ?? toIsoDate(new Date(now));
  const sums = await operationsBalance(db, userId, accountId, day);
  return {
    accountId,
    date: day,
    balance: account.initialBalance + sums.total,
    pointedBalance: account.initialBalance + sums.pointed,
  };
}

/**
 * An import was incorporated into the account: its date (an instant, ISO UTC) and, for a CSV
 * file, the column mapping (JSON) the next files of the account are read by.
 */
export async function rememberImport(
  db: Executor,
  userId: number,
  accountId: number,
  imported: { at: string; csvLayout: string | null },
) {
  await repository.updateAccount(db, userId, accountId, {
    lastImportDate: imported.at,
    ...(imported.csvLayout !== null && { importCsvLayout: imported.csvLayout }),
  });
}
