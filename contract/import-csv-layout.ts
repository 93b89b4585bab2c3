import { z } from 'zod';
import { INT4_MAX } from './integers';

// How a CSV bank file is laid out: detected on upload, shown for the user to confirm or fix, and
// remembered per account. Columns are 0-based indexes of the file's rows.

export const CSV_DELIMITERS = [';', ',', '\t', '|'] as const;

const column = z.number().int().min(0).max(200);

export const csvLayoutSchema = z
  .object({
    delimiter: z.enum(CSV_DELIMITERS),
    /** The header row's index among the file's rows, or null when the file has none. */
    headerRow: z.number().int().min(0).max(INT4_MAX).nullable(),
    dateColumn: column,
    valueDateColumn: column.nullable(),
    labelColumn: column,
    memoColumn: column.nullable(),
    /** One signed amount column, or separate debit and credit columns. */
    amountColumn: column.nullable(),
    debitColumn: column.nullable(),
    creditColumn: column.nullable(),
    balanceColumn: column.nullable(),
    /** Fees the bank takes beside the amount (Revolut's "Fee"), counted in the operation; layouts
     *  stored before it came have none. */
    feeColumn: column.nullable().default(null),
    dateOrder: z.enum(['DMY', 'MDY', 'YMD']),
    decimalMark: z.enum([',', '.']),
  })
  .refine(
    (layout) =>
      layout.amountColumn !== null || layout.debitColumn !== null || layout.creditColumn !== null,
    { message: 'import.csv.amountColumn.isRequired', path: ['amountColumn'] },
  );
export type CsvLayout = z.infer<typeof csvLayoutSchema>;
