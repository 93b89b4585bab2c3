import { expect } from 'vitest';
import type { BankFile, BankLine } from '../../features/import/formats/bank-file';
import type {
  LineExpectation,
  RealFileExpectation,
  StatementExpectation,
} from './real-file-expectation';

// Compares what a reader made of a real file with what its README says, field by field, so a
// failure names the file, the statement and the line.

const holds = (line: BankLine, text: string) =>
  line.label.includes(text) || (line.memo ?? '').includes(text);

function checkLine(where: string, line: BankLine | undefined, expected: LineExpectation) {
  expect(line, `${where}: missing`).toBeDefined();
  const { text, parts, notes, ...fields } = expected;
  expect(line, where).toMatchObject(fields);
  if (text !== undefined) expect([where, holds(line!, text)]).toEqual([where, true]);
  if (notes !== undefined)
    expect([where, (line!.notes ?? []).map((n) => n.code)]).toEqual([where, notes]);
  if (parts !== undefined) expect(line!.parts, `${where} parts`).toMatchObject(parts);
}

function checkStatement(where: string, lines: readonly BankLine[], expected: StatementExpectation) {
  expect([where, lines.length]).toEqual([where, expected.count]);
  if (expected.total !== undefined) {
    expect([where, lines.reduce((sum, line) => sum + line.amount, 0)]).toEqual([
      where,
      expected.total,
    ]);
  }
  expected.lines?.forEach((line, i) => checkLine(`${where} line ${i + 1}`, lines[i], line));
  for (const date of expected.dates ?? []) {
    expect([where, lines.some((line) => line.date === date)]).toEqual([where, true]);
  }
  if (expected.text !== undefined) {
    expect([where, lines.some((line) => holds(line, expected.text!))]).toEqual([where, true]);
  }
}

export function checkRealFile(name: string, file: BankFile, expected: RealFileExpectation) {
  const formats = [expected.format ?? []].flat();
  if (formats.length > 0) expect([name, formats.includes(file.format)]).toEqual([name, true]);
  expect([name, file.statements.length]).toEqual([name, expected.statements.length]);
  expected.statements.forEach((statement, i) => {
    const where = `${name} statement ${i + 1}`;
    const read = file.statements[i]!;
    checkStatement(where, read.lines, statement);
    if (statement.currency !== undefined)
      expect([where, read.currency]).toEqual([where, statement.currency]);
    if (statement.opening !== undefined)
      expect([where, read.opening?.amount]).toEqual([where, statement.opening]);
    if (statement.closing !== undefined)
      expect([where, read.closing?.amount]).toEqual([where, statement.closing]);
    if (file.format === 'CAMT053') {
      for (const line of read.lines) expect(line.label, where).toMatch(/^[^\r\n]+$/);
    }
  });
  if (expected.warnings !== undefined)
    expect([name, file.warnings ?? []]).toEqual([name, expected.warnings]);
}
