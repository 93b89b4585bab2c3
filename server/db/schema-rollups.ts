import type { Generated } from 'kysely';
import type { Flag } from './schema-columns';

// Tables of migration 0009. Months are 'yyyy-MM'; money is integer cents.

/** Per account and month of the operation date, kept by the operations write service. */
export interface AccountMonthSumsTable {
  userId: number;
  accountId: number;
  month: string;
  total: number;
  pointedTotal: number;
  count: number;
}

/** Per account, category (NULL when undefined), month of the value date and transfer flag. */
export interface CategoryMonthSumsTable {
  userId: number;
  accountId: number;
  categoryId: number | null;
  month: string;
  isTransfer: Flag;
  total: number;
  count: number;
}

export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  /** SHA-256 (hex) of the request, so a key reused for another request is told apart. */
  requestHash: string;
  status: number;
  body: string | null;
  createdAt: string;
}

export interface AccountStatementsTable {
  id: Generated<number>;
  userId: number;
  accountId: number;
  date: string;
  closingBalance: number;
  createdAt: string;
}

/** Bumped by triggers (migration 0011) on every change of what the operations list shows. */
export interface BooksVersionsTable {
  userId: number;
  version: Generated<number>;
}

export interface RollupTables {
  accountMonthSums: AccountMonthSumsTable;
  categoryMonthSums: CategoryMonthSumsTable;
  idempotencyKeys: IdempotencyKeysTable;
  accountStatements: AccountStatementsTable;
  booksVersions: BooksVersionsTable;
}
