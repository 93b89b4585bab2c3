import {
  AccountExportFormat,
  type AccountExportFormat as Format,
} from '../../../contract/account-export';
import type { OperationDto } from '../../../contract/operations-dto';
import { POINTED } from '../../../contract/operations';
import { OperationOrder } from '../../../contract/operations-query';
import { fileNameFrom } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { getAccount } from '../accounts/accounts.service';
import { categoriesParentsFirst } from '../categories/categories.service';
import { listOperations } from '../operations/read/operations-read.service';
import { accountToOfx } from './account-export-ofx';
import { accountToQif } from './account-export-qif';
import type { AccountStatement, ExportedOperation } from './account-export.model';

// GET /api/account/{accountId}/export: every operation of one of the user's accounts, read
// through the operations' and categories' services, as an OFX or QIF file.

export interface ExportedFile {
  fileName: string;
  contentType: string;
  text: string;
}

const EVERY_DAY = { field: OperationOrder.date, startDate: '0001-01-01', endDate: '9999-12-31' };

/**
 * ':' parts a QIF category path and '/' starts a Quicken class: neither stays inside a name; a
 * leading '[' would read as a transfer's account.
 */
const pathSegment = (name: string) => name.replace(/[:/]/g, '-').replace(/^\[/, '(');

/** Each category's path from the top, "Parent:Child". */
async function categoryPaths(db: Executor, userId: number): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  for (const row of await categoriesParentsFirst(db, userId)) {
    const parent = row.parentId === null ? undefined : paths.get(row.parentId);
    const name = pathSegment(row.name);
    paths.set(row.id, parent === undefined ? name : `${parent}:${name}`);
  }
  return paths;
}

function exportedOperation(operation: OperationDto, paths: Map<number, string>): ExportedOperation {
  return {
    operationId: operation.operationId,
    date: operation.date,
    valueDate: operation.valueDate,
    amount: operation.amount,
    payee: operation.payee.name,
    memo: operation.memo,
    pointed: operation.state === POINTED,
    transferAccount: operation.toAccount?.name ?? null,
    parts: operation.splitOperations.map((part) => ({
      amount: part.amount,
      category: paths.get(part.category.categoryId) ?? null,
      memo: part.memo,
    })),
  };
}

/** The account's statement; another user's account answers 404. */
export async function accountStatement(
  db: Executor,
  userId: number,
  accountId: number,
  exportedAt: number,
): Promise<AccountStatement> {
  const account = await getAccount(db, userId, accountId);
  const [{ operations }, paths] = await Promise.all([
    listOperations(db, userId, {
      accountIds: [accountId],
      period: EVERY_DAY,
      orderBy: OperationOrder.date,
      paging: null,
    }),
    categoryPaths(db, userId),
  ]);
  const total = operations.reduce((sum, operation) => sum + operation.amount, 0);
  return {
    account: {
      accountId,
      name: account.name,
      number: account.number,
      iban: account.iban,
      type: account.type,
      currency: account.currency.abrv,
      balance: account.initialBalance + total,
    },
    operations: operations.map((operation) => exportedOperation(operation, paths)),
    exportedAt,
  };
}

const WRITERS = {
  [AccountExportFormat.ofx]: { write: accountToOfx, extension: 'ofx', type: 'application/x-ofx' },
  [AccountExportFormat.qif]: { write: accountToQif, extension: 'qif', type: 'application/qif' },
} as const;

export async function exportAccountFile(
  db: Executor,
  userId: number,
  request: { accountId: number; format: Format; exportedAt: number },
): Promise<ExportedFile> {
  const { accountId, format, exportedAt } = request;
  const statement = await accountStatement(db, userId, accountId, exportedAt);
  const writer = WRITERS[format];
  const day = new Date(exportedAt).toISOString().slice(0, 10);
  return {
    fileName: `${fileNameFrom(statement.account.name)}-${day}.${writer.extension}`,
    contentType: `${writer.type}; charset=utf-8`,
    text: writer.write(statement),
  };
}
