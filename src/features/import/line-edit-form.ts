import { z } from 'zod';
import { CategoryId } from '../../../contract/categories';
import { isoDateSchema } from '../../../contract/dates';
import type { ImportLineDto, ImportLineEdit } from '../../../contract/import';
import { MessageCode } from '../../../contract/message-codes';
import { centsField } from '../../../contract/money';
import { PayeeId } from '../../../contract/payees';

// The line edit modal's form: date, payee, category and signed amount of a line.

export const lineFormSchema = z.object({
  date: isoDateSchema(MessageCode.operationDateInvalid),
  amount: centsField(MessageCode.operationAmountRequired).refine(
    (cents) => cents !== 0,
    MessageCode.operationAmountRequired,
  ),
  /** -1 (none) or a payee; null before any choice. */
  payee: z.number().nullable(),
  category: z.number().nullable(),
});
export type LineFormValues = z.input<typeof lineFormSchema>;
export type LineFormOutput = z.output<typeof lineFormSchema>;

export const lineFormValues = (line: ImportLineDto): LineFormValues => ({
  date: line.date,
  amount: line.amount,
  payee: line.payee?.payeeId ?? PayeeId.undefined,
  category: line.category?.categoryId ?? CategoryId.undefined,
});

const idOrNull = (id: number | null) => (id === null || id < 0 ? null : id);

/** The edit sent: the four fields; "none" is null. */
export const toLineEdit = (values: LineFormOutput): ImportLineEdit => ({
  date: values.date,
  amount: values.amount,
  payeeId: idOrNull(values.payee),
  categoryId: idOrNull(values.category),
});
