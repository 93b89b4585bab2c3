import { BankFileError, type BankLine, type BankStatement } from './bank-file';
import { balanceOf, lineOf } from './ofx-lines';
import { findAll, textAt, type MarkupElement } from './sgml-tree';

// The statements of an OFX file: bank (STMTRS), credit card (CCSTMTRS) and the cash lines of an
// investment account (INVSTMTRS, its STMTTRN inside INVBANKTRAN; trades of securities are not
// bank lines).

export const STATEMENT_NAMES = ['STMTRS', 'CCSTMTRS', 'INVSTMTRS'];

export interface OfxStatement {
  statement: BankStatement;
  /** The file was cut inside this statement: a transaction left unfinished was dropped. */
  cutShort: boolean;
}

const childNamed = (element: MarkupElement, name: string) =>
  element.children.find((child) => child.name === name);

function transactionsOf(statement: MarkupElement): MarkupElement[] {
  if (statement.name !== 'INVSTMTRS') return findAll(statement, 'STMTTRN');
  const list = childNamed(statement, 'INVTRANLIST');
  const cash = list ? findAll(list, 'INVBANKTRAN') : [];
  return cash.flatMap((entry) => entry.children.filter((child) => child.name === 'STMTTRN'));
}

function linesOf(transactions: readonly MarkupElement[]): BankLine[] {
  return transactions.map((transaction) => {
    const line = lineOf(transaction);
    if (line === null) throw new BankFileError('import.file.unreadable');
    return line;
  });
}

function accountOf(statement: MarkupElement): BankStatement['account'] {
  if (statement.name === 'INVSTMTRS') {
    const account = childNamed(statement, 'INVACCTFROM');
    return {
      number: textAt(account, 'ACCTID'),
      bankId: textAt(account, 'BROKERID'),
      type: 'INVESTMENT',
    };
  }
  const account = childNamed(statement, 'BANKACCTFROM') ?? childNamed(statement, 'CCACCTFROM');
  return {
    number: textAt(account, 'ACCTID'),
    bankId: textAt(account, 'BANKID'),
    type: textAt(account, 'ACCTTYPE') ?? (statement.name === 'CCSTMTRS' ? 'CREDITCARD' : null),
  };
}

/** A bank or card statement must end with its ledger balance after its transactions. */
const lacksLedgerBalance = (statement: MarkupElement) =>
  statement.name !== 'INVSTMTRS' &&
  childNamed(statement, 'BANKTRANLIST') !== undefined &&
  childNamed(statement, 'LEDGERBAL') === undefined;

/** A balance the file was cut inside may have lost digits: none rather than a wrong one. */
const finishedBalance = (balance: MarkupElement | undefined) =>
  balance?.unfinished ? null : balanceOf(balance);

export function readStatement(element: MarkupElement): OfxStatement {
  const transactions = transactionsOf(element);
  const finished = transactions.filter((transaction) => !transaction.unfinished);
  return {
    statement: {
      account: accountOf(element),
      currency: textAt(element, 'CURDEF'),
      lines: linesOf(finished),
      opening: null,
      closing: finishedBalance(childNamed(element, 'LEDGERBAL')),
    },
    cutShort: finished.length < transactions.length || lacksLedgerBalance(element),
  };
}
