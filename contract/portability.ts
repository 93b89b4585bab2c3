import { z } from 'zod';
import { ACCOUNT_TYPE_CODES } from './accounts';
import { ECHEANCE_CATCH_UP } from './echeance-settings';
import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from './echeances';
import { memoized } from './memoized';
import { BudgetType, operationKindSchema } from './operations';

// The document of all of one person's data (docs/data-format.md): what GET /api/portability/export
// writes and POST /api/portability/import reads. Objects refer to each other by export-local ids
// (1, 2, 3… per kind, in the document's order); reference data shared by every Pécule instance
// (currencies, operation types, bank names, template categories) by its own id.

export const PORTABILITY_FORMAT = 'pecule-export';
export const PORTABILITY_VERSION = 1;
/** The largest file the import reads (the 200,000-operation data set is about 60 MB). */
export const PORTABILITY_MAX_BYTES = 256 * 1024 * 1024;

export const PortabilityCode = {
  notEmpty: 'portability.notEmpty',
  invalidFile: 'portability.invalidFile',
  brokenReference: 'portability.brokenReference',
  unknownReferenceData: 'portability.unknownReferenceData',
  noFile: 'portability.noFile',
} as const;

/**
 * Generous bounds: the file must take back whatever its own export wrote (older rows, imported
 * labels); the database's rules still apply on import.
 */
const TEXT_MAX = 1_000;
const MEMO_MAX = 10_000;

const ref = z.number().int().positive();
const optionalRef = ref.nullable();
const refs = z.array(ref);
const cents = z
  .number()
  .int()
  .min(-(2 ** 53 - 1))
  .max(2 ** 53 - 1);
const int32 = z.number().int().min(-2147483648).max(2147483647);
const text = memoized((max: number) => z.string().max(max));
const optionalText = memoized((max: number) => text(max).nullable());
const isoDate = z.iso.date();
const instant = z.iso.datetime({ offset: true });
const debitCredit = z.union([z.literal(-1), z.literal(1)]);
const frequencies = Object.keys(ECHEANCE_FREQUENCIES) as [
  EcheanceFrequency,
  ...EcheanceFrequency[],
];

const partSchema = z.object({
  category: optionalRef,
  amount: cents,
  memo: optionalText(MEMO_MAX),
  tags: refs,
});

export const portabilitySchema = z.object({
  format: z.literal(PORTABILITY_FORMAT),
  version: z.literal(PORTABILITY_VERSION),
  exportedAt: instant,
  preferences: z.object({
    currencyId: ref,
    mainAccount: optionalRef,
    echeanceDelay: int32,
    echeanceCatchUp: z.enum(ECHEANCE_CATCH_UP),
    simpleMode: z.boolean(),
    sortByDate: z.boolean(),
    sortedCategories: refs.nullable(),
  }),
  categories: z.array(
    z.object({
      id: ref,
      parent: optionalRef,
      templateId: optionalRef,
      name: text(TEXT_MAX),
      debitCredit,
      enabled: z.boolean(),
      sortIndex: int32,
      level: z.number().int().min(1).max(10),
      owned: z.boolean(),
    }),
  ),
  tags: z.array(z.object({ id: ref, name: text(TEXT_MAX) })),
  banks: z.array(z.object({ id: ref, name: text(TEXT_MAX), bankNameId: optionalRef })),
  accounts: z.array(
    z.object({
      id: ref,
      bank: ref,
      name: text(TEXT_MAX),
      number: optionalText(TEXT_MAX),
      iban: optionalText(TEXT_MAX),
      owner: optionalText(TEXT_MAX),
      type: z.enum(ACCOUNT_TYPE_CODES as [string, ...string[]]),
      currencyId: ref,
      interestRateBp: int32,
      limitDate: isoDate.nullable(),
      favorite: z.boolean(),
      lastImportDate: z.string().max(40).nullable(),
      tempoType: optionalText(TEXT_MAX),
      startDate: isoDate.nullable(),
      endDate: isoDate.nullable(),
      lastUpdateDate: z.string().max(40).nullable(),
      initialBalance: cents,
      importCsvLayout: optionalText(100_000),
      initialCapital: cents.nullable(),
      monthlyDeadline: cents.nullable(),
      level: int32,
    }),
  ),
  payees: z.array(
    z.object({
      id: ref,
      name: text(TEXT_MAX),
      debitCredit: z.union([debitCredit, z.literal(0)]),
      isDefault: z.boolean(),
      creditCategory: optionalRef,
      debitCategory: optionalRef,
      amountCredit: cents.nullable(),
      amountDebit: cents.nullable(),
      importExcluded: z.boolean(),
      keywords: z.array(text(TEXT_MAX)),
      tags: refs,
      splits: z.array(
        z.object({
          debitCredit,
          category: optionalRef,
          amount: cents,
          percentageBp: int32.nullable(),
          tags: refs,
        }),
      ),
    }),
  ),
  budgets: z.array(
    z.object({
      id: ref,
      name: text(TEXT_MAX),
      type: z.enum([BudgetType.planned, BudgetType.previsionnel]),
      startDate: isoDate,
      favorite: z.boolean(),
      accounts: refs,
      goals: z.array(
        z.object({
          category: ref,
          month: z
            .string()
            .regex(/^\d{4}-\d{2}$/)
            .nullable(),
          amount: cents,
        }),
      ),
    }),
  ),
  plannedOperations: z.array(
    z.object({
      id: ref,
      account: optionalRef,
      toAccount: optionalRef,
      beginDate: isoDate,
      nextDate: isoDate.nullable(),
      frequency: z.enum(frequencies),
      autoSave: z.boolean(),
      payee: optionalRef,
      typeId: optionalRef,
      amount: cents,
      operationType: operationKindSchema,
      memo: optionalText(MEMO_MAX),
      splits: z.array(partSchema),
      budgets: refs,
    }),
  ),
  operations: z.array(
    z.object({
      id: ref,
      account: ref,
      /** The other leg of a transfer, always the next or the previous operation of the list. */
      transfer: optionalRef,
      date: isoDate,
      valueDate: isoDate,
      amount: cents,
      pointed: z.boolean(),
      typeId: optionalRef,
      payee: optionalRef,
      memo: optionalText(MEMO_MAX),
      plannedOperation: optionalRef,
      bankId: optionalText(TEXT_MAX),
      fingerprint: optionalText(TEXT_MAX),
      occurrence: int32.nullable(),
      parts: z.array(partSchema).min(1),
    }),
  ),
  plannedOccurrences: z.array(
    z.object({
      plannedOperation: ref,
      dueDate: isoDate,
      state: z.enum(['SAVED', 'MATCHED']),
      operation: ref,
    }),
  ),
});

export type PortabilityDocument = z.infer<typeof portabilitySchema>;
export type PortableOperation = PortabilityDocument['operations'][number];
export type PortablePart = z.infer<typeof partSchema>;

export const portabilityImportDtoSchema = z.object({
  accounts: z.number().int(),
  operations: z.number().int(),
});
export type PortabilityImportDto = z.infer<typeof portabilityImportDtoSchema>;
