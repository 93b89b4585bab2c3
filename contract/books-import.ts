import { z } from 'zod';
import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from './echeances';

// Whole books brought from another application (issue 28): each peer's reader turns its export
// into these foreign books, in the peer's own terms (names, its own ids as keys, its category
// tree as deep as it is); the import then matches them to the person's books, previews and
// writes them. Amounts are integer cents in the account's currency, negative when money leaves
// the account; dates are ISO yyyy-MM-dd.

export const BOOKS_SOURCES = [
  'KRESUS',
  'FIREFLY',
  'ACTUAL',
  'HOMEBANK',
  'GNUCASH',
  'YNAB',
] as const;
export type BooksSource = (typeof BOOKS_SOURCES)[number];

/** The largest file the import reads, and the most a zip may unpack to. */
export const BOOKS_IMPORT_MAX_BYTES = 256 * 1024 * 1024;

export const BooksImportCode = {
  /** Not an export of that application, or damaged beyond reading. */
  invalidFile: 'booksImport.invalidFile',
  /** An encrypted export (Kresus) and no password given. */
  passwordNeeded: 'booksImport.passwordNeeded',
  /** An encrypted export and a password that does not open it. */
  wrongPassword: 'booksImport.wrongPassword',
  /** An account in a currency this instance does not know. */
  unknownCurrency: 'booksImport.unknownCurrency',
  /** No file in the form. */
  noFile: 'booksImport.noFile',
  /** Bigger than the import reads. */
  tooLarge: 'booksImport.tooLarge',
} as const;

/** What could not be brought, counted by kind, each an i18n key `booksImport.notBrought.<kind>`. */
export const NOT_BROUGHT_KINDS = [
  /** Categories below the third level, folded into their third-level ancestor. */
  'CATEGORY_DEPTH',
  /** Alerts (Kresus): no counterpart yet. */
  'ALERT',
  /** Budgets that map onto no budget of Pécule. */
  'BUDGET',
  /** Scheduled operations whose recurrence Pécule cannot repeat. */
  'SCHEDULE',
  /** Attachments, receipts and links to files. */
  'ATTACHMENT',
  /** Holdings and prices of investment accounts (stocks, funds): only their cash is brought. */
  'INVESTMENT',
  /** Automatic rules of the application (categorisation rules, Actual's rules). */
  'RULE',
  /** Deleted, voided or template transactions the export still holds. */
  'DELETED',
  /** Operations of no amount: an operation moves money. */
  'EMPTY',
  /** Templates kept for typing operations faster, which plan nothing (HomeBank). */
  'TEMPLATE',
  /** Reminders, which the source leaves out of its balances (HomeBank). */
  'REMINDER',
  /** Saved filters of the source's screens. */
  'FILTER',
  /** Groups of accounts made for the source's screens. */
  'ACCOUNT_GROUP',
  /** Categories set on transfers: a transfer carries none here (names in detail). */
  'TRANSFER_CATEGORY',
  /** Deferred card payments, counted in their card's monthly summary instead (Kresus). */
  'CARD_DETAIL',
  /** Operations counted in another month's budget than their date's (Kresus). */
  'BUDGET_DATE',
  /** Split transactions left without any part. */
  'EMPTY_SPLIT',
  /** Transactions touching no account of money (only income, expense or equity). */
  'NO_MONEY_ACCOUNT',
  /** Anything else. */
  'OTHER',
] as const;
export type NotBroughtKind = (typeof NOT_BROUGHT_KINDS)[number];

export const FOREIGN_ACCOUNT_KINDS = [
  'CHECKING',
  'SAVINGS',
  'CARD',
  'CASH',
  'INVESTMENT',
  'LOAN',
  'OTHER',
] as const;

const key = z.string().min(1).max(200);
const optionalKey = key.nullable();
const cents = z.number().int().safe();
const isoDate = z.iso.date();
const optionalText = z.string().max(10_000).nullable();
const currency = z.string().regex(/^[A-Z]{3}$/);
const frequencies = Object.keys(ECHEANCE_FREQUENCIES) as [
  EcheanceFrequency,
  ...EcheanceFrequency[],
];

const foreignPartSchema = z.object({
  categoryKey: optionalKey,
  amount: cents,
  memo: optionalText,
  tagKeys: z.array(key),
});

export const foreignBooksSchema = z.object({
  source: z.enum(BOOKS_SOURCES),
  accounts: z.array(
    z.object({
      key,
      name: z.string().min(1).max(1_000),
      /** The bank or institution, when the source names one. */
      bank: optionalText,
      currency,
      kind: z.enum(FOREIGN_ACCOUNT_KINDS),
      /** The balance before the first transaction brought. */
      openingBalance: cents,
      closed: z.boolean(),
      number: optionalText,
      iban: optionalText,
      /** The balance the source itself shows, when it keeps one: the import must end on it. */
      sourceBalance: cents.nullable(),
    }),
  ),
  categories: z.array(
    z.object({
      key,
      name: z.string().min(1).max(1_000),
      /** Parents come before their children. */
      parentKey: optionalKey,
      kind: z.enum(['EXPENSE', 'INCOME']).nullable(),
    }),
  ),
  payees: z.array(z.object({ key, name: z.string().min(1).max(1_000) })),
  tags: z.array(z.object({ key, name: z.string().min(1).max(1_000) })),
  transactions: z.array(
    z.object({
      /** Stable across exports of the same books: running the same file again adds nothing. */
      key,
      accountKey: key,
      date: isoDate,
      valueDate: isoDate.nullable(),
      /** The sum of the parts. */
      amount: cents,
      payeeKey: optionalKey,
      memo: optionalText,
      cleared: z.boolean(),
      parts: z.array(foreignPartSchema).min(1),
      /** The other leg of a transfer (a transaction of another account), or null. */
      transferKey: optionalKey,
      /** The amount in another currency the source kept beside it (Firefly's foreign amount). */
      foreign: z.object({ currency, amount: cents }).nullable(),
    }),
  ),
  scheduled: z.array(
    z.object({
      key,
      accountKey: key,
      /** The receiving account of a scheduled transfer. */
      toAccountKey: optionalKey,
      payeeKey: optionalKey,
      memo: optionalText,
      amount: cents,
      parts: z.array(foreignPartSchema).min(1),
      frequency: z.enum(frequencies),
      /** The next date it falls due. */
      nextDate: isoDate,
      endDate: isoDate.nullable(),
    }),
  ),
  /** Amounts budgeted per category and month, where the source keeps them. */
  budgetGoals: z.array(
    z.object({
      categoryKey: key,
      month: z.string().regex(/^\d{4}-\d{2}$/),
      amount: cents,
    }),
  ),
  notBrought: z.array(
    z.object({
      kind: z.enum(NOT_BROUGHT_KINDS),
      count: z.number().int().positive(),
      /** Names from the source (categories, schedules, alerts), never words of ours. */
      detail: optionalText,
    }),
  ),
});

export type ForeignBooks = z.infer<typeof foreignBooksSchema>;
export type ForeignAccount = ForeignBooks['accounts'][number];
export type ForeignCategory = ForeignBooks['categories'][number];
export type ForeignTransaction = ForeignBooks['transactions'][number];
export type ForeignPart = z.infer<typeof foreignPartSchema>;
export type ForeignScheduled = ForeignBooks['scheduled'][number];
export type NotBrought = ForeignBooks['notBrought'][number];

/** What an import will bring, shown before anything is written. */
export const booksImportPreviewSchema = z.object({
  source: z.enum(BOOKS_SOURCES),
  accounts: z.array(
    z.object({
      key,
      name: z.string(),
      currency,
      /** Operations it brings (an earlier import's not counted). */
      operations: z.number().int(),
      /** Its balance in the source once every operation is in. */
      balance: cents,
      /** The person's account it goes into, or null for a new one. */
      existingAccountId: z.number().int().nullable(),
    }),
  ),
  newCategories: z.number().int(),
  newPayees: z.number().int(),
  newTags: z.number().int(),
  plannedOperations: z.number().int(),
  budgetGoals: z.number().int(),
  /** Operations an earlier import of the same books already brought. */
  alreadyThere: z.number().int(),
  firstDate: isoDate.nullable(),
  lastDate: isoDate.nullable(),
  notBrought: foreignBooksSchema.shape.notBrought,
});
export type BooksImportPreview = z.infer<typeof booksImportPreviewSchema>;

export const booksImportResultSchema = z.object({
  accounts: z.number().int(),
  operations: z.number().int(),
  alreadyThere: z.number().int(),
});
export type BooksImportResult = z.infer<typeof booksImportResultSchema>;

/** The person's choice per foreign account (by key): one of their accounts, or null for a new one. */
export const booksImportChoicesSchema = z.record(key, z.number().int().positive().nullable());

/** The text fields sent beside the file: the export's password (and Kresus's salt), the choices. */
export const booksImportFormSchema = z.object({
  password: z.string().max(1_000).optional(),
  salt: z.string().max(1_000).optional(),
  /** JSON of booksImportChoicesSchema. */
  choices: z.string().max(60_000).optional(),
});
