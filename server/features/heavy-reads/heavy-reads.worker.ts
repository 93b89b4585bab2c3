import { serveReads } from '../../db/read-pool-worker';
import { AppError } from '../../http/app-error';
import { HEAVY_READS } from './heavy-reads';

// A thread of the read pool (server/db/read-pool.ts): it runs the heavy reads on its own
// read-only connection; a refusal (404, 422…) goes back as its status and message code.

function refusalOf(error: unknown) {
  if (!(error instanceof AppError)) return undefined;
  return { status: error.status, messageCode: error.messageCode, details: error.details };
}

serveReads(HEAVY_READS, refusalOf);
