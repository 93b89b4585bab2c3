import { z } from 'zod';
import {
  CSV_DELIMITERS,
  csvLayoutSchema,
  type CsvLayout,
} from '../../../contract/import-csv-layout';
import { MessageCode } from '../../../contract/message-codes';

// The CSV mapping as the panel edits it: one role per column of the preview, and the file's
// reading options; turned back into the contract's layout (column indexes per role).

export const COLUMN_ROLES = [
  'ignore',
  'date',
  'valueDate',
  'label',
  'memo',
  'amount',
  'debit',
  'credit',
  'balance',
  'fee',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

const LAYOUT_COLUMNS = {
  date: 'dateColumn',
  valueDate: 'valueDateColumn',
  label: 'labelColumn',
  memo: 'memoColumn',
  amount: 'amountColumn',
  debit: 'debitColumn',
  credit: 'creditColumn',
  balance: 'balanceColumn',
  fee: 'feeColumn',
} as const satisfies Record<Exclude<ColumnRole, 'ignore'>, keyof CsvLayout>;

/** The header row's select: '' for none, else the row's index. */
export const mappingFormSchema = z
  .object({
    delimiter: z.enum(CSV_DELIMITERS),
    headerRow: z.string(),
    dateOrder: z.enum(['DMY', 'MDY', 'YMD']),
    decimalMark: z.enum([',', '.']),
    roles: z.array(z.enum(COLUMN_ROLES)),
  })
  .superRefine(({ roles }, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['roles'] });
    const count = (role: ColumnRole) => roles.filter((chosen) => chosen === role).length;
    if (count('date') === 0) issue('importScreen.mapping.dateRequired');
    else if (count('label') === 0) issue('importScreen.mapping.labelRequired');
    else if (count('amount') + count('debit') + count('credit') === 0) {
      issue(MessageCode.importCsvAmountColumnRequired);
    } else if (COLUMN_ROLES.some((role) => role !== 'ignore' && count(role) > 1)) {
      issue('importScreen.mapping.roleTwice');
    } else if (count('amount') > 0 && count('debit') + count('credit') > 0) {
      issue('importScreen.mapping.amountOrDebitCredit');
    }
  });
export type MappingFormValues = z.infer<typeof mappingFormSchema>;

/** The form's values for a layout, over `columnCount` columns. */
export function toFormValues(layout: CsvLayout, columnCount: number): MappingFormValues {
  const roles: ColumnRole[] = Array.from({ length: columnCount }, () => 'ignore');
  for (const [role, key] of Object.entries(LAYOUT_COLUMNS)) {
    const column = layout[key];
    if (column !== null && column < columnCount) roles[column] = role as ColumnRole;
  }
  return {
    delimiter: layout.delimiter,
    headerRow: layout.headerRow === null ? '' : String(layout.headerRow),
    dateOrder: layout.dateOrder,
    decimalMark: layout.decimalMark,
    roles,
  };
}

/** The layout the form's values describe. */
export function toLayout(values: MappingFormValues): CsvLayout {
  const columnOf = (role: ColumnRole) => {
    const index = values.roles.indexOf(role);
    return index < 0 ? null : index;
  };
  return csvLayoutSchema.parse({
    delimiter: values.delimiter,
    headerRow: values.headerRow === '' ? null : Number(values.headerRow),
    dateOrder: values.dateOrder,
    decimalMark: values.decimalMark,
    ...Object.fromEntries(
      Object.entries(LAYOUT_COLUMNS).map(([role, key]) => [key, columnOf(role as ColumnRole)]),
    ),
  });
}

/** Columns of the widest preview row (the header and data rows may differ). */
export const columnCountOf = (preview: readonly (readonly string[])[]) =>
  Math.max(1, ...preview.map((row) => row.length));
