import type { Cents } from '../../../../contract/money';
import { isIsoDate } from '../../../../contract/dates';
import { MessageCode } from '../../../../contract/message-codes';
import { splitPartsError } from '../../../../contract/operations-split';
import { AppError } from '../../../http/app-error';

// What the one write path of the books takes (operations-write.service.ts) and the rules every
// operation obeys whatever the caller: dates, a non-zero amount, parts that add up to it.

export interface PartInput {
  /** null when the category is undefined. */
  categoryId: number | null;
  amount: Cents;
  memo?: string | null;
  tagIds?: readonly number[];
}

export interface OperationInput {
  accountId: number;
  date: string;
  valueDate: string;
  /** Signed cents, negative for a debit, never 0. */
  amount: Cents;
  state?: 'P' | null;
  typeId?: number | null;
  payeeId?: number | null;
  memo?: string | null;
  importReportId?: number | null;
  echeanceId?: number | null;
  /** The bank line it was imported from (written on create; an update that omits them keeps them). */
  bankId?: string | null;
  fingerprint?: string | null;
  occurrence?: number | null;
  /** The aggregator's line (0016): its transaction id and whether it is still pending. */
  biTransactionId?: number | null;
  biPending?: boolean;
  /** At least one; they add up to `amount`. */
  parts: readonly PartInput[];
}

/** The bank line an operation stands for (migration 0014), unique per account where set. */
export interface BankIdentity {
  bankId: string | null;
  fingerprint: string | null;
  occurrence: number | null;
}

/** The aggregator's line an operation stands for (migration 0016), unique per account. */
export interface BiIdentity {
  id: number;
  biTransactionId: number;
  biPending: boolean;
}

/**
 * One change of the books. Transfers are written as their two legs: `source` describes the leg
 * `id` (for an update), `target` the other one. Deleting a leg deletes both.
 */
export type OperationChange =
  | { kind: 'create'; operation: OperationInput }
  | { kind: 'createTransfer'; source: OperationInput; target: OperationInput }
  | { kind: 'update'; id: number; operation: OperationInput }
  | { kind: 'updateTransfer'; id: number; source: OperationInput; target: OperationInput }
  | { kind: 'delete'; ids: readonly number[] }
  | { kind: 'point'; ids: readonly number[]; pointed: boolean }
  | { kind: 'replaceParts'; id: number; parts: readonly PartInput[] }
  /** Gives the category to the operations' undefined parts and the tags to all their parts. */
  | { kind: 'categorise'; ids: readonly number[]; categoryId: number; tagIds: readonly number[] }
  /** The accounts' operations go; the other leg of their transfers stays as a simple one. */
  | { kind: 'deleteAccounts'; accountIds: readonly number[] }
  /** Sets the operations' bank identity (an import's merge, or its undo). */
  | { kind: 'setIdentity'; identities: readonly (BankIdentity & { id: number })[] }
  /** Sets the operations' aggregator identity (a synced line found in the books, a pending line posted). */
  | { kind: 'setBiIdentity'; identities: readonly BiIdentity[] }
  /** The simple operation `id` becomes a transfer whose other leg is created from `operation`. */
  | { kind: 'linkTransfer'; id: number; operation: OperationInput }
  /** The transfer of leg `id` is undone: both legs become simple operations again. */
  | { kind: 'unlinkTransfer'; id: number };

export interface WriteResult {
  /** Ids of the operations created, in the order of the changes (a transfer: source, target). */
  created: number[];
}

const refused = (messageCode: string) => new AppError(400, messageCode);

export const invalid = () => refused(MessageCode.validation);

function checkCents(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw refused(MessageCode.amountInvalid);
}

/** Parts: at least one, each in whole cents, adding up to the amount exactly. */
export function checkParts(amount: Cents, parts: readonly PartInput[]): void {
  for (const part of parts) checkCents(part.amount);
  const error = splitPartsError(amount, parts);
  if (error) throw refused(error);
}

export function checkOperation(operation: OperationInput): void {
  if (!isIsoDate(operation.date)) throw refused(MessageCode.operationDateInvalid);
  if (!isIsoDate(operation.valueDate)) throw refused(MessageCode.operationValueDateInvalid);
  checkCents(operation.amount);
  if (operation.amount === 0) throw refused(MessageCode.operationAmountRequired);
  checkParts(operation.amount, operation.parts);
}

/**
 * Two legs between different accounts, one debit and one credit; in one currency they net to
 * zero, across currencies each side carries its own amount.
 */
export function checkTransfer(
  source: OperationInput,
  target: OperationInput,
  sameCurrency: boolean,
): void {
  checkOperation(source);
  checkOperation(target);
  if (source.accountId === target.accountId) throw refused(MessageCode.transferSameAccount);
  if (Math.sign(source.amount) === Math.sign(target.amount)) throw invalid();
  if (sameCurrency && source.amount + target.amount !== 0) {
    throw refused(MessageCode.transferToAmountSameCurrency);
  }
}
