import type { ImportUploadDto } from '../../../contract/import';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../http/multipart';
import { recordImportedFile } from '../../metrics/import-metrics';
import { OFF_THREAD_BYTES, onWorker } from './import-off-thread';
import { uploadBankFile } from './import-upload.service';

/**
 * POST /api/import/upload: a big file is read, matched and stored by the import's worker through
 * its own connection (the server's goes on answering); without a connection to share (a test's
 * copy or schema), here, the file still read off the event loop (uploadBankFile). Its size is
 * recorded here, on the server's thread, whose metrics are the ones served.
 */
export async function uploadOffThread(
  db: Db,
  userId: number,
  upload: UploadedFile | null,
  accountId: number | undefined,
  now: number,
): Promise<ImportUploadDto> {
  const answer = await uploadWhereFit(db, userId, upload, accountId, now);
  const lineCount = answer.reports.reduce((sum, report) => sum + report.lineCount, 0);
  recordImportedFile(lineCount, upload?.bytes.length ?? 0);
  return answer;
}

function uploadWhereFit(
  db: Db,
  userId: number,
  upload: UploadedFile | null,
  accountId: number | undefined,
  now: number,
): Promise<ImportUploadDto> {
  if (db.sharedUrl === undefined || upload === null || upload.bytes.length < OFF_THREAD_BYTES) {
    return uploadBankFile(db.kysely, userId, upload, accountId, now);
  }
  return onWorker({ kind: 'upload', url: db.sharedUrl, userId, upload, accountId, now });
}
