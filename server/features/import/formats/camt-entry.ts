import { isIsoDate, type IsoDate } from '../../../../contract/dates';
import { BankFileError, type BankLine } from './bank-file';
import { entryTexts } from './camt-label';
import { parseRoundedCents, roundedNote, type RoundedCents } from './decimal-cents';
import { child, textOf, type XmlElement } from './xml-tree';

// One CAMT.053 entry (Ntry) as one line, as the account is booked: a batch entry stays one line.
// ISO 20022 amounts have up to five decimals: rounded to the cent, and said so, when they are
// not zeros.

/** A Dt or a DtTm (`2023-06-21T10:22:33.123456+02:00`): the day as written. */
export function dateOf(element: XmlElement | undefined): IsoDate | null {
  const text = (textOf(element, 'Dt') ?? textOf(element, 'DtTm') ?? '').slice(0, 10);
  return isIsoDate(text) ? text : null;
}

/** The amount of an element holding Amt and CdtDbtInd, signed: a debit is negative. */
export function signedAmount(element: XmlElement): RoundedCents | null {
  const amount = parseRoundedCents(textOf(element, 'Amt') ?? '', '.');
  if (amount === null || textOf(element, 'CdtDbtInd') !== 'DBIT') return amount;
  return { ...amount, cents: amount.cents === 0 ? 0 : -amount.cents };
}

export function lineOf(entry: XmlElement): BankLine {
  const amount = signedAmount(entry);
  const booked = dateOf(child(entry, 'BookgDt'));
  const valued = dateOf(child(entry, 'ValDt'));
  const date = booked ?? valued;
  if (amount === null || date === null) throw new BankFileError('import.file.unreadable');
  const { label, memo } = entryTexts(entry, textOf(entry, 'CdtDbtInd') !== 'DBIT');
  const line: BankLine = {
    date,
    valueDate: valued ?? date,
    amount: amount.cents,
    label,
    memo,
    bankId: textOf(entry, 'AcctSvcrRef') ?? textOf(entry, 'NtryRef'),
    checkNumber: null,
    category: null,
    parts: [],
  };
  return amount.rounded ? { ...line, notes: [roundedNote(textOf(entry, 'Amt') ?? '')] } : line;
}
