import type { Executor } from '../../db/database';
import * as repository from './statement-lines.repository';

export type { StatementLinesFilter } from './statement-lines.repository';

export interface RealSum {
  categoryId: number | null;
  payeeId: number | null;
  amount: number;
}

/**
 * What really happened in a period for the statement: the cents of the simple operations dated
 * in it, per part category and payee (null when undefined), filtered by category, payee and tag.
 */
export async function realSumsByCategoryAndPayee(
  db: Executor,
  userId: number,
  filter: repository.StatementLinesFilter,
): Promise<RealSum[]> {
  const rows = await repository.sumPartsByCategoryAndPayee(db, userId, filter);
  return rows.map((row) => ({
    categoryId: row.categoryId,
    payeeId: row.payeeId,
    amount: Number(row.amount),
  }));
}
