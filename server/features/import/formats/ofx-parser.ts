import { parseOfxDate } from './bank-dates';
import {
  BankFileError,
  type BankBalance,
  type BankFile,
  type BankLine,
  type BankStatement,
} from './bank-file';
import { parseDecimalCents } from './decimal-cents';
import { findAll, readMarkup, textAt, type MarkupElement } from './sgml-tree';

// OFX 1.x (SGML) and 2.x (XML), QFX too: bank (STMTRS) and credit-card (CCSTMTRS) statements,
// several per file. Amounts use a dot, or a comma in some European files.

function amountOf(text: string | null): number | null {
  return text === null ? null : parseDecimalCents(text, '.');
}

function balanceOf(element: MarkupElement | undefined): BankBalance | null {
  const amount = amountOf(textAt(element, 'BALAMT'));
  if (amount === null) return null;
  const asOf = textAt(element, 'DTASOF');
  return { amount, date: asOf === null ? null : parseOfxDate(asOf) };
}

function lineOf(transaction: MarkupElement): BankLine | null {
  const date = parseOfxDate(textAt(transaction, 'DTPOSTED') ?? textAt(transaction, 'DTUSER') ?? '');
  const amount = amountOf(textAt(transaction, 'TRNAMT'));
  if (date === null || amount === null) return null;
  const name = textAt(transaction, 'NAME') ?? textAt(transaction, 'PAYEE', 'NAME');
  const memo = textAt(transaction, 'MEMO');
  const available = textAt(transaction, 'DTAVAIL');
  return {
    date,
    valueDate: available === null ? null : parseOfxDate(available),
    amount,
    label: name ?? memo ?? '',
    memo: name === null ? null : memo,
    bankId: textAt(transaction, 'FITID'),
    checkNumber: textAt(transaction, 'CHECKNUM'),
    category: null,
    parts: [],
  };
}

function statementOf(statement: MarkupElement): BankStatement {
  const account = statement.children.find(
    (c) => c.name === 'BANKACCTFROM' || c.name === 'CCACCTFROM',
  );
  const transactions = findAll(statement, 'STMTTRN');
  const lines = transactions.map(lineOf);
  if (lines.some((line) => line === null)) throw new BankFileError('import.file.unreadable');
  return {
    account: {
      number: textAt(account, 'ACCTID'),
      bankId: textAt(account, 'BANKID'),
      type: textAt(account, 'ACCTTYPE') ?? (statement.name === 'CCSTMTRS' ? 'CREDITCARD' : null),
    },
    currency: textAt(statement, 'CURDEF'),
    lines: lines as BankLine[],
    opening: null,
    closing: balanceOf(statement.children.find((c) => c.name === 'LEDGERBAL')),
  };
}

export function looksLikeOfx(text: string): boolean {
  return /<OFX[\s>]/i.test(text.slice(0, 4096)) || /^\s*OFXHEADER:/i.test(text);
}

export function parseOfx(text: string): BankFile {
  const root = readMarkup(text, 'OFX');
  if (root === null) throw new BankFileError('import.file.unreadable');
  const statements = [...findAll(root, 'STMTRS'), ...findAll(root, 'CCSTMTRS')].map(statementOf);
  if (statements.length === 0) throw new BankFileError('import.file.noStatement');
  const format = /^\s*SECURITY:TYPE1/im.test(text) ? 'QFX' : 'OFX';
  return { format, statements };
}
