import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readBankFile } from './read-bank-file';

// For the tests: invented bank exports, in each bank's layout, encoding and line ends.

const EXPORTS = path.resolve(import.meta.dirname, '../../../test/fixtures/import/csv');

/** An export read as an upload reads it, with its lines as [date, amount] and their labels. */
export function readExport(name: string) {
  const read = readBankFile(new Uint8Array(readFileSync(path.join(EXPORTS, name))));
  const statement = read.file.statements[0]!;
  const lines = statement.lines.map((line) => [line.date, line.amount]);
  return { ...read, statement, lines, labels: statement.lines.map((line) => line.label) };
}
