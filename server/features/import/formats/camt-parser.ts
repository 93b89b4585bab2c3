import { isIsoDate, type IsoDate } from '../../../../contract/dates';
import {
  BankFileError,
  type BankBalance,
  type BankFile,
  type BankLine,
  type BankStatement,
} from './bank-file';
import { parseDecimalCents } from './decimal-cents';
import { child, children, readXml, textOf, type XmlElement } from './xml-tree';

// ISO 20022 CAMT.053 (bank to customer statement), versions 001.02 to 001.08: one statement per
// <Stmt>, one line per <Ntry> as the account is booked (a batch entry stays one line, its
// transactions named in the memo).

function dateOf(element: XmlElement | undefined): IsoDate | null {
  const text = (textOf(element, 'Dt') ?? textOf(element, 'DtTm') ?? '').slice(0, 10);
  return isIsoDate(text) ? text : null;
}

function signedAmount(element: XmlElement): number | null {
  const amount = parseDecimalCents(textOf(element, 'Amt') ?? '', '.');
  if (amount === null) return null;
  return textOf(element, 'CdtDbtInd') === 'DBIT' ? -amount : amount;
}

function balance(statement: XmlElement, codes: readonly string[]): BankBalance | null {
  for (const code of codes) {
    const found = children(statement, 'Bal').find(
      (bal) => textOf(bal, 'Tp', 'CdOrPrtry', 'Cd') === code,
    );
    const amount = found && signedAmount(found);
    if (found && amount !== null && amount !== undefined)
      return { amount, date: dateOf(child(found, 'Dt')) };
  }
  return null;
}

function partyName(details: XmlElement, credit: boolean): string | null {
  const parties = child(details, 'RltdPties');
  const party = credit ? child(parties, 'Dbtr') : child(parties, 'Cdtr');
  return textOf(party, 'Nm') ?? textOf(party, 'Pty', 'Nm');
}

function remittance(details: XmlElement): string | null {
  const unstructured = children(child(details, 'RmtInf'), 'Ustrd').map((u) => u.text);
  return unstructured.length > 0 ? unstructured.join(' ') : null;
}

function lineOf(entry: XmlElement): BankLine {
  const amount = signedAmount(entry);
  const date = dateOf(child(entry, 'BookgDt')) ?? dateOf(child(entry, 'ValDt'));
  if (amount === null || date === null) throw new BankFileError('import.file.unreadable');
  const details = children(child(entry, 'NtryDtls'), 'TxDtls');
  const single = details.length === 1 ? details[0] : undefined;
  const info = textOf(entry, 'AddtlNtryInf');
  const name = single ? partyName(single, amount > 0) : null;
  const memos = details.map(remittance).filter((memo): memo is string => memo !== null);
  const batch =
    textOf(entry, 'NtryDtls', 'Btch', 'PmtInfId') ?? textOf(entry, 'NtryDtls', 'Btch', 'MsgId');
  const label = name ?? info ?? memos[0] ?? batch ?? '';
  const memo = memos.length > 0 ? memos.join(' · ') : name === null ? null : info;
  return {
    date,
    valueDate: dateOf(child(entry, 'ValDt')),
    amount,
    label,
    memo: memo === label ? null : memo,
    bankId: textOf(entry, 'AcctSvcrRef') ?? textOf(entry, 'NtryRef'),
    checkNumber: null,
    category: null,
    parts: [],
  };
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
  return { format: 'CAMT053', statements };
}
