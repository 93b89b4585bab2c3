import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findMainAccountId } from '../preferences/preferences.service';
import * as repository from './analysis.repository';

export interface AnalysisAccount {
  id: number;
  name: string;
  type: string;
  initialBalance: number;
  currencyId: number;
  currency: string;
}

const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * The accounts analysed, by name: those asked (an id that is not the user's answers 404, like
 * every other id of another user), else the main account (none chosen: none), else all.
 */
export async function analysedAccounts(
  db: Executor,
  userId: number,
  asked: { accounts?: number[] | undefined; mainAccount: boolean },
): Promise<AnalysisAccount[]> {
  // The main account is read beside the accounts, not after them (one round trip fewer).
  const [rows, mainId] = await Promise.all([
    repository.findAnalysisAccounts(db, userId),
    !asked.accounts && asked.mainAccount ? findMainAccountId(db, userId) : undefined,
  ]);
  const own = rows
    .map((row) => ({ ...row, initialBalance: Number(row.initialBalance) }))
    .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  if (asked.accounts) {
    const ids = new Set(asked.accounts);
    if ([...ids].some((id) => !own.some((account) => account.id === id))) {
      throw AppError.notFound();
    }
    return own.filter((account) => ids.has(account.id));
  }
  if (asked.mainAccount) return own.filter((account) => account.id === mainId);
  return own;
}
