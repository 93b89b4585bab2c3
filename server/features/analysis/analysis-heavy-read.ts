import type { AnalysisQuery } from '../../../contract/analysis';
import { heavyRead } from '../heavy-reads';
import { getAnalysis } from './analysis.service';

/** GET /api/analysis, off the event loop on SQLite (docs/decisions/heavy-reads.md). */
export const analysisHeavyRead = heavyRead(
  'analysis',
  (db, { userId, locale, query }: { userId: number; locale: string; query: AnalysisQuery }) =>
    getAnalysis(db, userId, locale, query),
);
