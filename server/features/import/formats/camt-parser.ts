import { BankFileError, type BankBalance, type BankFile, type BankStatement } from './bank-file';
import { dateOf, lineOf, signedAmount } from './camt-entry';
import { roundingWarnings } from './decimal-cents';
import { child, children, readXml, textOf, type XmlElement } from './xml-tree';

// ISO 20022 CAMT.053 (bank to customer statement), versions 001.02 to 001.10: one statement per
// <Stmt>, one line per <Ntry>.

function balance(statement: XmlElement, codes: readonly string[]): BankBalance | null {
  for (const code of codes) {
    const found = children(statement, 'Bal').find(
      (bal) => textOf(bal, 'Tp', 'CdOrPrtry', 'Cd') === code,
    );
    const amount = found && signedAmount(found);
    if (found && amount) return { amount: amount.cents, date: dateOf(child(found, 'Dt')) };
  }
  return null;
}

function statementOf(statement: XmlElement): BankStatement {
  const account = child(statement, 'Acct');
  return {
    account: {
      number: textOf(account, 'Id', 'IBAN') ?? textOf(account, 'Id', 'Othr', 'Id'),
      bankId:
        textOf(account, 'Svcr', 'FinInstnId', 'BIC') ??
        textOf(account, 'Svcr', 'FinInstnId', 'BICFI'),
      type: null,
    },
    currency:
      textOf(account, 'Ccy') ?? child(child(statement, 'Bal'), 'Amt')?.attributes.Ccy ?? null,
    lines: children(statement, 'Ntry').map(lineOf),
    opening: balance(statement, ['OPBD', 'PRCD']),
    closing: balance(statement, ['CLBD']),
  };
}

export function looksLikeCamt053(text: string): boolean {
  return /<(\w+:)?BkToCstmrStmt[\s>]/.test(text.slice(0, 8192));
}

export function parseCamt053(text: string): BankFile {
  const document = readXml(text);
  const statements = children(child(document, 'BkToCstmrStmt'), 'Stmt').map(statementOf);
  if (statements.length === 0) throw new BankFileError('import.file.noStatement');
  return { format: 'CAMT053', statements, warnings: roundingWarnings(statements) };
}
