import { parseOfxDate } from './bank-dates';
import type { BankBalance, BankLine } from './bank-file';
import { parseRoundedCents, roundedNote, type RoundedCents } from './decimal-cents';
import { textAt, type MarkupElement } from './sgml-tree';

// One OFX transaction (STMTTRN) or balance. Amounts use a dot, or a comma in some European files;
// some banks write four decimals (`-00000000001500.0000`), rounded to the cent and said so.

function amountOf(text: string | null): RoundedCents | null {
  return text === null ? null : parseRoundedCents(text, '.');
}

export function balanceOf(element: MarkupElement | undefined): BankBalance | null {
  const amount = amountOf(textAt(element, 'BALAMT'));
  if (amount === null) return null;
  const asOf = textAt(element, 'DTASOF');
  return { amount: amount.cents, date: asOf === null ? null : parseOfxDate(asOf) };
}

/** The transaction's line, or null when its date or amount cannot be read. */
export function lineOf(transaction: MarkupElement): BankLine | null {
  const date = parseOfxDate(textAt(transaction, 'DTPOSTED') ?? textAt(transaction, 'DTUSER') ?? '');
  const written = textAt(transaction, 'TRNAMT');
  const amount = amountOf(written);
  if (date === null || amount === null) return null;
  const name = textAt(transaction, 'NAME') ?? textAt(transaction, 'PAYEE', 'NAME');
  const memo = textAt(transaction, 'MEMO');
  const available = textAt(transaction, 'DTAVAIL');
  const line: BankLine = {
    date,
    valueDate: available === null ? null : parseOfxDate(available),
    amount: amount.cents,
    label: name ?? memo ?? '',
    memo: name === null ? null : memo,
    bankId: textAt(transaction, 'FITID'),
    checkNumber: textAt(transaction, 'CHECKNUM'),
    category: null,
    parts: [],
  };
  return amount.rounded && written !== null ? { ...line, notes: [roundedNote(written)] } : line;
}
