import type { Executor } from '../../db/database';
import * as repository from './accounts-import.repository';

export interface ImportTarget {
  accountId: number;
  name: string;
  currency: string;
  number: string | null;
  iban: string | null;
  /** The CSV column mapping confirmed for the account (JSON), if any. */
  importCsvLayout: string | null;
  initialBalance: number;
}

/** The user's accounts an import can go to. */
export async function listImportTargets(db: Executor, userId: number): Promise<ImportTarget[]> {
  const rows = await repository.findImportTargets(db, userId);
  return rows.map(({ id, ...row }) => ({ accountId: id, ...row }));
}
