import type { Insertable } from 'kysely';
import type { Executor } from '../db/database';
import type { ImportedOperationsTable } from '../db/schema';
import { readBankFile } from '../features/import/formats/read-bank-file';
import { fingerprintLines } from '../features/import/matching/line-fingerprint';
import { writeOperations } from '../features/operations/write/operations-write.service';

// An import report under review written straight into the tables, read from a bank file (a
// sample or a text) as the upload would; a test then sets the lines' match fields itself.

type LineOverrides = Partial<Insertable<ImportedOperationsTable>>;

export interface GivenReport {
  reportId: number;
  lineIds: number[];
}

export async function givenReport(
  db: Executor,
  userId: number,
  file: Uint8Array | string,
  options: { accountId?: number | null; fileName?: string; statement?: number } = {},
): Promise<GivenReport> {
  const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
  const read = readBankFile(bytes);
  const statement = read.file.statements[options.statement ?? 0]!;
  const report = await db
    .insertInto('importReports')
    .values({
      userId,
      accountId: options.accountId ?? null,
      fileName: options.fileName ?? 'releve.csv',
      format: read.file.format,
      createdAt: '2024-03-31T10:00:00Z',
      statementIndex: options.statement ?? 0,
      closingBalance: statement.closing?.amount ?? null,
      closingDate: statement.closing?.date ?? null,
      csvLayout: read.csvLayout ? JSON.stringify(read.csvLayout) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prints = fingerprintLines(statement.lines);
  const rows = statement.lines.map((line, i) => ({
    userId,
    importReportId: report.id,
    lineIndex: i,
    date: line.date,
    valueDate: line.valueDate ?? line.date,
    amount: line.amount,
    label: line.label,
    memo: line.memo,
    bankId: line.bankId,
    fingerprint: prints[i]!.fingerprint,
    occurrence: prints[i]!.occurrence,
    parts: line.parts.length > 0 ? JSON.stringify(line.parts) : null,
  }));
  const lineIds: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const ids = await db
      .insertInto('importedOperations')
      .values(rows.slice(i, i + 500))
      .returning('id')
      .execute();
    lineIds.push(...ids.map((row) => row.id).sort((a, b) => a - b));
  }
  return { reportId: report.id, lineIds };
}

/** Sets what the matching would have stored on a line. */
export async function setLine(db: Executor, lineId: number, values: LineOverrides) {
  await db.updateTable('importedOperations').set(values).where('id', '=', lineId).execute();
}

/** A French CSV bank file of these lines: [dd/MM/yyyy, label, amount as the bank writes it]. */
export function frenchCsv(lines: readonly (readonly [string, string, string])[]): Uint8Array {
  const rows = lines.map(([date, label, amount]) => `${date};${label};${amount}`);
  return new TextEncoder().encode(['Date;Libellé;Montant', ...rows].join('\r\n') + '\r\n');
}

export interface Booked {
  date: string;
  amount: number;
  memo?: string;
  bankId?: string | null;
  fingerprint?: string | null;
  occurrence?: number | null;
}

/** An operation written through the books' write path, then given a bank line's identity. */
export async function book(db: Executor, userId: number, accountId: number, op: Booked) {
  const { date, amount, memo = null } = op;
  const operation = {
    accountId,
    date,
    valueDate: date,
    amount,
    memo,
    parts: [{ categoryId: null, amount }],
  };
  const { created } = await writeOperations(db, userId, [{ kind: 'create', operation }]);
  const id = created[0] as number;
  const { bankId = null, fingerprint = null, occurrence = null } = op;
  await db
    .updateTable('operations')
    .set({ bankId, fingerprint, occurrence })
    .where('id', '=', id)
    .execute();
  return id;
}
