import type { IsoDate } from '../../../contract/dates';
import type { Cents } from '../../../contract/money';

// An account's statement as both writers (OFX, QIF) take it: plain values, names resolved.

export interface ExportedPart {
  amount: Cents;
  /** The category's path from the top ("Logement:Énergie"), null when undefined. */
  category: string | null;
  memo: string | null;
}

export interface ExportedOperation {
  operationId: number;
  date: IsoDate;
  valueDate: IsoDate;
  amount: Cents;
  /** The payee's name, '' without one. */
  payee: string;
  memo: string | null;
  pointed: boolean;
  /** The other account of a transfer, null for a simple operation. */
  transferAccount: string | null;
  parts: ExportedPart[];
}

export interface ExportedAccount {
  accountId: number;
  name: string;
  number: string | null;
  iban: string | null;
  /** The account type's code (CU, LIVRET_A…). */
  type: string;
  /** ISO 4217 code (EUR). */
  currency: string;
  /** The initial balance plus every operation exported. */
  balance: Cents;
}

export interface AccountStatement {
  account: ExportedAccount;
  /** Oldest first. */
  operations: ExportedOperation[];
  /** The export's instant (ms). */
  exportedAt: number;
}

/** The statement's first and last days; the export's day when it holds no operation. */
export function statementSpan(statement: AccountStatement): { start: IsoDate; end: IsoDate } {
  const today = new Date(statement.exportedAt).toISOString().slice(0, 10);
  const dates = statement.operations.map((operation) => operation.date).sort();
  return { start: dates[0] ?? today, end: dates.at(-1) ?? today };
}
