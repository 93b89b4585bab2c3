import { functionality, FunctionalityCode, hasAccess } from '../../../contract/access';
import { MessageCode } from '../../../contract/message-codes';
import type { StatementFilter } from '../../../contract/statement';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../http/request-context';
import { statementToCsv } from './statement-csv';
import { statementOf } from './statement.service';

/**
 * The statement as CSV in the user's language: the CSV_EXPORT functionality only (else 403),
 * export.no.data (422) when the statement has no line.
 */
export async function statementCsvOf(
  db: Executor,
  user: Principal,
  filter: StatementFilter,
): Promise<string> {
  if (!hasAccess(user, [functionality(FunctionalityCode.csvExport)])) throw AppError.forbidden();
  const statement = await statementOf(db, user.idUser, filter);
  if (statement.lines.length === 0) throw new AppError(422, MessageCode.exportNoData);
  return statementToCsv(statement, user.fields.language);
}
