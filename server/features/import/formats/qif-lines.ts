import type { IsoDate } from '../../../../contract/dates';
import type { Cents } from '../../../../contract/money';
import { parseBankDate } from './bank-dates';
import { BankFileError, type BankLine, type BankLinePart } from './bank-file';
import { parseDecimalCents } from './decimal-cents';
import type { QifDateOrder } from './qif-dates';
import { fieldOf, type QifFields } from './qif-sections';

// A bank record's fields: D date, T (or U) amount, P payee, M memo, N cheque number, L category
// or [account] of a transfer, then splits as S category, E memo, $ amount. A category keeps its
// Parent:Child as written; the Quicken class after a / is not a category and is dropped.

interface Category {
  category: string | null;
  transferAccount: string | null;
}

function categoryOf(written: string): Category {
  const transfer = /^\[(.*)\]/.exec(written)?.[1];
  if (transfer !== undefined) return { category: null, transferAccount: transfer };
  const category = written.split('/')[0]!.trim();
  return { category: category === '' ? null : category, transferAccount: null };
}

/** Some software writes a split amount as $=746.36. */
function amountOf(written: string): Cents {
  const amount = parseDecimalCents(written.replace(/^=/, ''), '.');
  if (amount === null) throw new BankFileError('import.file.unreadable');
  return amount;
}

type OpenPart = Omit<BankLinePart, 'amount'> & { amount: Cents | null };

const uncategorized = (): OpenPart => ({
  amount: null,
  category: null,
  memo: null,
  transferAccount: null,
});

/** The splits: S opens a part; an E or $ after the part's amount opens one without category. */
function partsOf(fields: QifFields): BankLinePart[] {
  const parts: OpenPart[] = [];
  const open = () => {
    const last = parts[parts.length - 1];
    if (last && last.amount === null) return last;
    parts.push(uncategorized());
    return parts[parts.length - 1]!;
  };
  for (const [letter, value] of fields) {
    if (letter === 'S') parts.push({ ...uncategorized(), ...categoryOf(value) });
    else if (letter === 'E') open().memo = value;
    else if (letter === '$') open().amount = amountOf(value);
  }
  return parts.map((part) => ({ ...part, amount: part.amount ?? 0 }));
}

function dateOf(fields: QifFields, order: QifDateOrder): IsoDate {
  const date = parseBankDate(fieldOf(fields, 'D') ?? '', order);
  if (date === null) throw new BankFileError('import.file.unreadable');
  return date;
}

export function qifLineOf(fields: QifFields, order: QifDateOrder): BankLine {
  const amount = amountOf(fieldOf(fields, 'T') ?? fieldOf(fields, 'U') ?? '');
  const payee = fieldOf(fields, 'P');
  const memo = fieldOf(fields, 'M');
  const written = fieldOf(fields, 'L');
  const { category, transferAccount } = written === null ? uncategorized() : categoryOf(written);
  const parts = partsOf(fields);
  const transferPart = { amount, category: null, memo: null, transferAccount };
  return {
    date: dateOf(fields, order),
    valueDate: null,
    amount,
    label: payee ?? memo ?? '',
    memo: payee === null ? null : memo,
    bankId: null,
    checkNumber: fieldOf(fields, 'N'),
    category: parts.length > 0 ? null : category,
    parts: parts.length === 0 && transferAccount !== null ? [transferPart] : parts,
  };
}
