import { MessageCode } from '../../../../contract/message-codes';
import { runningBalances, shareOneCurrency } from '../../../../contract/operations-dto';
import { SEARCH_RESULT_CAP } from '../../../../contract/operations';
import { tooManyResults, type OperationSearchQuery } from '../../../../contract/operations-search';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { checkAccounts, operationLines } from './operations-read.service';
import * as repository from './operations-search.repository';

// GET /api/operation/search and /search/count (spec 001 §2, §5): at most SEARCH_RESULT_CAP
// results, else operation.search.too-much-results; the lines as GET /api/operation answers them.

function checkCount(count: number) {
  if (tooManyResults(count)) throw AppError.badRequest(MessageCode.searchTooManyResults);
}

export async function countSearch(db: Executor, userId: number, query: OperationSearchQuery) {
  if (query.accountIds !== null) await checkAccounts(db, userId, query.accountIds);
  const count = await repository.countMatches(db, userId, query);
  checkCount(count);
  return { count };
}

/**
 * One page of results. The running balance runs from 0 over every result (page after page), and
 * only when they all share one currency.
 */
export async function search(db: Executor, userId: number, query: OperationSearchQuery) {
  if (query.accountIds !== null) await checkAccounts(db, userId, query.accountIds);
  // One search, not a count then a search: one match past the cap is enough to refuse.
  const matches = await repository.findMatches(db, userId, query, SEARCH_RESULT_CAP + 1);
  checkCount(matches.length);
  const balances = runningBalances(
    0,
    matches.map((m) => m.amount),
  );
  const from = query.size === null ? 0 : (query.page - 1) * query.size;
  const to = query.size === null ? matches.length : from + query.size;
  const page = matches.slice(from, to);
  const lines = await operationLines(
    db,
    userId,
    page.map((m) => m.id),
    balances.slice(from, to),
  );
  if (shareOneCurrency(lines)) return lines;
  return lines.map((line) => ({ ...line, balance: null }));
}
