import { z } from 'zod';
import { isoDateSchema } from './dates';
import { idSchema } from './ids';
import { MessageCode } from './message-codes';
import { centsField, centsSchema, type Cents } from './money';

// Reconciliation against a bank statement (the spec has none, the routes are ours):
// GET /api/account/{accountId}/statement (the last one recorded, or null) and
// POST /api/account/{accountId}/statement (records a finished reconciliation).

/** A statement as the bank prints it: its date and closing balance (any sign, in cents). */
export const statementSaveSchema = z.object({
  date: isoDateSchema(MessageCode.operationDateInvalid),
  balance: centsField(MessageCode.amountInvalid),
});
export type StatementSaveRequest = z.infer<typeof statementSaveSchema>;

export const statementDtoSchema = z.object({
  accountId: idSchema,
  date: z.string(),
  balance: centsSchema,
});
export type StatementDto = z.infer<typeof statementDtoSchema>;
export const lastStatementDtoSchema = statementDtoSchema.nullable();

/**
 * What is still to point: the statement's closing balance less the pointed balance on its date
 * (initial balance + pointed operations dated on or before it). 0 means reconciled.
 */
export function reconciliationGap(statementBalance: Cents, pointedBalance: Cents): Cents {
  return statementBalance - pointedBalance;
}

/** A statement is recorded only once reconciled, and never before the last one recorded. */
export function statementError(
  statement: StatementSaveRequest,
  pointedBalance: Cents,
  last: Pick<StatementDto, 'date'> | null,
): string | null {
  if (last && statement.date < last.date) return MessageCode.statementBeforeLast;
  if (reconciliationGap(statement.balance, pointedBalance) !== 0) return MessageCode.statementGap;
  return null;
}
