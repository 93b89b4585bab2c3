import type { ImportedOperationsTable } from '../../db/schema';
import type { BankStatement } from './formats/bank-file';
import { fingerprintLines } from './matching/line-fingerprint';

// A statement's lines as the review stores them: lines of 0 are skipped (counted), each kept
// line gets its fingerprint and occurrence among the statement's lines, in file order.

/** A line as stored, with the file's own category name (a CSV Pécule exported). */
export type NewLine = Pick<
  ImportedOperationsTable,
  | 'lineIndex'
  | 'date'
  | 'valueDate'
  | 'amount'
  | 'label'
  | 'memo'
  | 'bankId'
  | 'fingerprint'
  | 'occurrence'
  | 'checkNumber'
  | 'parts'
  | 'notes'
> & { category: string | null };

const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

export function statementLines(statement: BankStatement): { lines: NewLine[]; skipped: number } {
  const kept = statement.lines.filter((line) => line.amount !== 0);
  const prints = fingerprintLines(kept);
  const lines = kept.map((line, index) => ({
    lineIndex: index,
    date: line.date,
    valueDate: line.valueDate ?? line.date,
    amount: line.amount,
    label: line.label.slice(0, 255),
    memo: cut(line.memo, 500),
    bankId: cut(line.bankId, 100),
    fingerprint: prints[index]!.fingerprint,
    occurrence: prints[index]!.occurrence,
    checkNumber: cut(line.checkNumber, 20),
    parts: line.parts.length > 0 ? JSON.stringify(line.parts) : null,
    notes: line.notes?.length ? JSON.stringify(line.notes).slice(0, 1000) : null,
    category: line.category,
  }));
  return { lines, skipped: statement.lines.length - kept.length };
}
