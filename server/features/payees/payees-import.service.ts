import { groupBy } from '../../../contract/collections';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './payees-import.repository';

export interface ImportPayee {
  payeeId: number;
  name: string;
  nameFolded: string;
  keywords: string[];
  debitCategoryId: number | null;
  creditCategoryId: number | null;
  importExcluded: boolean;
}

/** The user's payees with their keywords, as the import assigns them to lines. */
export async function listImportPayees(db: Executor, userId: number): Promise<ImportPayee[]> {
  const [payees, keywords] = await Promise.all([
    repository.findImportPayees(db, userId),
    repository.findImportKeywords(db, userId),
  ]);
  const byPayee = groupBy(
    keywords,
    (row) => row.payeeId,
    (row) => row.keyword,
  );
  return payees.map(({ id, importExcluded, ...payee }) => ({
    ...payee,
    payeeId: id,
    keywords: byPayee.get(id) ?? [],
    importExcluded: importExcluded === 1,
  }));
}

/** Whether imported lines may be given the payee by its keywords; 404 for another's payee. */
export async function setPayeeImportExcluded(
  db: Executor,
  userId: number,
  payeeId: number,
  excluded: boolean,
): Promise<void> {
  const updated = await repository.updateImportExcluded(db, userId, payeeId, excluded);
  if (updated === 0) throw AppError.notFound();
}
