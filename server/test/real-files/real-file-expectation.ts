import type { ImportFormat } from '../../../contract/import';

/** What a real bank file must read as, told by the README beside it. */
export interface RealFileExpectation {
  /** Byte-exact files only: their checksum. */
  sha256?: string;
  format?: ImportFormat | readonly ImportFormat[];
  statements: StatementExpectation[];
  /** The file's warnings (message codes), when it has some. */
  warnings?: string[];
}

export interface StatementExpectation {
  count: number;
  currency?: string;
  opening?: number;
  closing?: number;
  /** The sum of the lines' amounts, in cents. */
  total?: number;
  /** The first lines, in order, as far as given. */
  lines?: LineExpectation[];
  /** Dates some line has. */
  dates?: string[];
  /** A text some line's label or memo holds. */
  text?: string;
}

export interface LineExpectation {
  date?: string;
  valueDate?: string | null;
  amount?: number;
  label?: string;
  memo?: string | null;
  checkNumber?: string | null;
  /** A text the label or the memo holds. */
  text?: string;
  /** The split parts' amounts and categories, in order. */
  parts?: { amount: number; category?: string | null; transferAccount?: string | null }[];
  /** The codes of the line's notes. */
  notes?: string[];
}
