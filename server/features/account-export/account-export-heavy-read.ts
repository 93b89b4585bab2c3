import type { AccountExportFormat } from '../../../contract/account-export';
import { heavyRead } from '../heavy-reads';
import { exportAccountFile } from './account-export.service';

/** An account's OFX or QIF file, off the event loop on SQLite (docs/decisions/heavy-reads.md). */
export const accountExportHeavyRead = heavyRead(
  'accountExport',
  (
    db,
    args: { userId: number; accountId: number; format: AccountExportFormat; exportedAt: number },
  ) => exportAccountFile(db, args.userId, args),
);
