import type { AccessHolder } from '../../../../contract/access';
import type { OperationExportRequest } from '../../../../contract/operations-export';
import { heavyRead } from '../../heavy-reads';
import { exportOperations } from './operations-export.service';

/** The lines of a CSV or PDF export, off the event loop on SQLite (docs/decisions/heavy-reads.md). */
export const operationsExportHeavyRead = heavyRead(
  'operationsExport',
  (
    db,
    { user, request }: { user: AccessHolder & { idUser: number }; request: OperationExportRequest },
  ) => exportOperations(db, user, request),
);
