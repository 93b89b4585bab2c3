import { serveReads } from '../db/read-pool-worker';
import { accountExportHeavyRead } from './account-export/account-export-heavy-read';
import { analysisHeavyRead } from './analysis/analysis-heavy-read';
import { operationsExportHeavyRead } from './operations/read/operations-export-heavy-read';
import { differenceHeavyRead, surveyHeavyRead } from './survey/survey-heavy-reads';
import type { HeavyRead } from './heavy-reads';
import { refusalOf } from './worker-answers';

// A thread of the read pool (server/db/read-pool.ts): it runs every feature's heavy reads on its
// own read-only connection; a refusal (404, 422…) goes back as its status and message code.

const READS: HeavyRead<never, unknown>[] = [
  analysisHeavyRead,
  surveyHeavyRead,
  differenceHeavyRead,
  operationsExportHeavyRead,
  accountExportHeavyRead,
];

serveReads(Object.fromEntries(READS.map(({ name, read }) => [name, read])), refusalOf);
