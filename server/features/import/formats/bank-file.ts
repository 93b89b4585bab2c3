import type { IsoDate } from '../../../../contract/dates';
import type { Cents } from '../../../../contract/money';

/** The formats a bank file can come in. */
export type BankFileFormat = 'OFX' | 'QFX' | 'QIF' | 'CAMT053' | 'CSV';

/** A part of a split line (QIF splits, CAMT batch details). */
export interface BankLinePart {
  amount: Cents;
  category: string | null;
  memo: string | null;
  /** QIF `[Account]`: a transfer to another account. */
  transferAccount: string | null;
}

/** One line of a bank statement, as the file tells it. */
export interface BankLine {
  date: IsoDate;
  valueDate: IsoDate | null;
  amount: Cents;
  /** The payee or the main label. */
  label: string;
  memo: string | null;
  /** The bank's own id of the line (OFX FITID, CAMT AcctSvcrRef or NtryRef). */
  bankId: string | null;
  checkNumber: string | null;
  /** QIF category, CSV category column. */
  category: string | null;
  parts: BankLinePart[];
  /** What the review says of this line (message codes with their values), e.g. an amount the
   *  file wrote beyond the cent and that was rounded: `{ code: 'import.line.rounded', written }`. */
  notes?: BankLineNote[];
}

export interface BankLineNote {
  code: string;
  /** The text the file wrote, when the note quotes it. */
  written?: string;
}

export interface BankBalance {
  amount: Cents;
  date: IsoDate | null;
}

/** One account's statement in a file; a file may hold several. */
export interface BankStatement {
  /** What the file says of the account: number, IBAN, bank and branch ids, when it says it. */
  account: { number: string | null; bankId: string | null; type: string | null };
  currency: string | null;
  lines: BankLine[];
  opening: BankBalance | null;
  closing: BankBalance | null;
}

export interface BankFile {
  format: BankFileFormat;
  statements: BankStatement[];
  /** Message codes (import.warning.*) of what the file says of itself, shown above its review:
   *  a file cut short but readable, amounts rounded, an encoding it lies about. */
  warnings?: string[];
  /** The dates read both day-first and month-first and no order was given: they were read
   *  day-first meanwhile, and the review asks the person which order is right. */
  dateOrderUnsure?: boolean;
}

/** How to read a file, when the person has told it (else the reader decides from the content). */
export interface ReadOptions {
  /** For the formats whose dates are a/b/c (QIF): day-first or month-first. */
  dateOrder?: 'DMY' | 'MDY' | null;
}

/** A file that cannot be read: the message code says why. */
export class BankFileError extends Error {
  constructor(readonly messageCode: string) {
    super(messageCode);
  }
}

export const emptyStatement = (): BankStatement => ({
  account: { number: null, bankId: null, type: null },
  currency: null,
  lines: [],
  opening: null,
  closing: null,
});
