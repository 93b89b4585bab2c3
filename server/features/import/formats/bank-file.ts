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
