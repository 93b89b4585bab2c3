import type { AccountSummary } from '../../../contract/accounts-summary';
import type { Executor } from '../../db/database';
import * as repository from './accounts.repository';

export async function listAccounts(db: Executor, userId: number): Promise<AccountSummary[]> {
  const rows = await repository.findAccountsOfUser(db, userId);
  return rows.map((row) => ({
    accountId: row.id,
    name: row.name,
    type: row.type,
    favorite: row.favorite === 1,
    bank: { bankId: row.bankId, name: row.bankName },
    currency: { currencyId: row.currencyId, symb: row.currencySymb, abrv: row.currencyAbrv },
  }));
}

export async function isOwnAccount(db: Executor, userId: number, accountId: number) {
  return (await repository.findAccount(db, userId, accountId)) !== undefined;
}
