import { serveJobs } from '../db/read-pool-worker';
import {
  booksImportLongWrite,
  booksPreviewLongWrite,
} from './books-import/books-import-long-write';
import type { LongWrite } from './long-writes';
import { refusalOf } from './worker-answers';

// The long writes' thread (server/features/long-writes.ts): it runs every feature's long writes
// on its own connection; a refusal (404, 422…) goes back as its status and message code.

const WRITES: LongWrite<never, unknown>[] = [booksPreviewLongWrite, booksImportLongWrite];

serveJobs(Object.fromEntries(WRITES.map(({ name, write }) => [name, write])), refusalOf, {
  readOnly: false,
});
