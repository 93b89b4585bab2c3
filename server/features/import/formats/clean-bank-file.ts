import { stripInvisibleCharacters } from '../../../../contract/text';
import type { BankFile, BankLine, BankLinePart, BankStatement } from './bank-file';

// A bank file's texts are the bank's, and nobody can retype them: their control and invisible
// characters (a NUL PostgreSQL refuses, an escape, a zero-width space) are stripped once here,
// whatever the format, rather than refused.

const clean = (text: string | null): string | null => {
  if (text === null) return null;
  return stripInvisibleCharacters(text) || null;
};

const cleanPart = (part: BankLinePart): BankLinePart => ({
  ...part,
  category: clean(part.category),
  memo: clean(part.memo),
  transferAccount: clean(part.transferAccount),
});

const cleanLine = (line: BankLine): BankLine => ({
  ...line,
  label: stripInvisibleCharacters(line.label),
  memo: clean(line.memo),
  bankId: clean(line.bankId),
  checkNumber: clean(line.checkNumber),
  category: clean(line.category),
  parts: line.parts.map(cleanPart),
});

const cleanStatement = (statement: BankStatement): BankStatement => ({
  ...statement,
  account: {
    number: clean(statement.account.number),
    bankId: clean(statement.account.bankId),
    type: clean(statement.account.type),
  },
  currency: clean(statement.currency),
  lines: statement.lines.map(cleanLine),
});

export const cleanBankFile = (file: BankFile): BankFile => ({
  ...file,
  statements: file.statements.map(cleanStatement),
});
