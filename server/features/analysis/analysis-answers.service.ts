import type { AnalysisQuery, AnalysisResult } from '../../../contract/analysis';
import type { Db } from '../../db/database';
import { AnswerCache, prepareJson, type PreparedAnswer } from '../../http/answer-cache';
import { runHeavyRead } from '../heavy-reads';
import { analysisHeavyRead } from './analysis-heavy-read';

// Analysis answers kept gzipped per user while the books version they were built at holds
// (docs/decisions/heavy-reads.md): the version moves with every change of operations, of the
// names, types, balances and currencies of accounts, of category names and trees, of the main
// account, and with every new account. The language names the categories: it is in the key.
// 32 MB, at most 16 answers per user (the home asks 3, the analysis screen a few more).
const CACHE_BYTES = 32 * 1024 * 1024;
const ANSWERS_PER_USER = 16;

const sortedIds = (ids: readonly number[] | undefined) => ids && [...ids].sort((a, b) => a - b);

/** The same question asked with its ids in another order is the same answer. */
function keyOf(locale: string, query: AnalysisQuery): string {
  const normalised = {
    ...query,
    accounts: sortedIds(query.accounts),
    categoryIds: sortedIds(query.categoryIds),
  };
  return `${locale}\n${JSON.stringify(normalised)}`;
}

export type AnalysisAnswers = (
  userId: number,
  /** The books version read with the session, before the answer is built: an answer is never
   *  newer than the version it is kept under. */
  version: number,
  locale: string,
  query: AnalysisQuery,
  check: (answer: AnalysisResult) => AnalysisResult,
) => Promise<PreparedAnswer>;

/** GET /api/analysis answered from the cache, else read off the event loop and kept. */
export function analysisAnswers(db: Db): AnalysisAnswers {
  const cache = new AnswerCache(CACHE_BYTES, ANSWERS_PER_USER);
  return async (userId, version, locale, query, check) => {
    const key = keyOf(locale, query);
    const kept = cache.get(userId, version, key);
    if (kept) return kept;
    const answer = await prepareJson(
      check(await runHeavyRead(db, analysisHeavyRead, { userId, locale, query })),
    );
    if (version >= 0) cache.set(userId, version, key, answer);
    return answer;
  };
}
