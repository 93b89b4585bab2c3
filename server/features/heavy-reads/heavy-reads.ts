import type { AccessHolder } from '../../../contract/access';
import type { AnalysisQuery } from '../../../contract/analysis';
import type { IsoDate } from '../../../contract/dates';
import type { OperationExportRequest } from '../../../contract/operations-export';
import type { DifferenceQuery, SurveyQuery } from '../../../contract/survey';
import type { Executor } from '../../db/database';
import { getAnalysis } from '../analysis/analysis.service';
import { exportOperations } from '../operations/read/operations-export.service';
import { getDifference, getSurvey } from '../survey/survey.service';

// The reads that may take tens of milliseconds on big books, by name, with plain arguments: the
// server runs them through runHeavyRead (heavy-reads.service.ts), the read pool's workers find
// them here (heavy-reads.worker.ts). Each is its feature's own service.

interface UserRead<Q> {
  userId: number;
  locale: string;
  query: Q;
}

export const HEAVY_READS = {
  analysis: (db: Executor, { userId, locale, query }: UserRead<AnalysisQuery>) =>
    getAnalysis(db, userId, locale, query),
  survey: (db: Executor, { userId, locale, query }: UserRead<SurveyQuery>) =>
    getSurvey(db, userId, locale, query),
  difference: (
    db: Executor,
    { userId, locale, query, today }: UserRead<DifferenceQuery> & { today: IsoDate },
  ) => getDifference(db, userId, locale, query, today),
  operationsExport: (
    db: Executor,
    { user, request }: { user: AccessHolder & { idUser: number }; request: OperationExportRequest },
  ) => exportOperations(db, user, request),
};

export type HeavyReads = typeof HEAVY_READS;
export type HeavyReadName = keyof HeavyReads;
