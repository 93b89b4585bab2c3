import { z } from 'zod';

// The parts of Kresus's instance export (POST /api/all/export, Kresus 0.26) this reader uses. The
// file is `{ encrypted, data }`: data is the "world" object below, or, when encrypted, a base64
// string (kresus-decrypt.ts). Exports made before encryption existed are the bare world, and
// older ones still call transactions "operations" and labels "title", as Kresus's import allows.

const id = z.number().int();
const amount = z.number().finite();
const isoDateTime = z.string().min(10);

const accessSchema = z.object({
  id,
  vendorId: z.string(),
  customLabel: z.string().nullish(),
  label: z.string().nullish(),
});

const accountSchema = z.object({
  id,
  accessId: id,
  vendorAccountId: z.string(),
  label: z.string().min(1),
  customLabel: z.string().nullish(),
  type: z.string().nullish(),
  currency: z.string().nullish(),
  iban: z.string().nullish(),
  initialBalance: amount.nullish(),
  balance: amount.nullish(),
  isOrphan: z.boolean().nullish(),
  lastCheckDate: isoDateTime.nullish(),
});

const categorySchema = z.object({ id, label: z.string().min(1) });

const transactionSchema = z.object({
  id: id.nullish(),
  accountId: id,
  categoryId: id.nullish(),
  type: z.string().nullish(),
  label: z.string(),
  rawLabel: z.string().nullish(),
  customLabel: z.string().nullish(),
  date: isoDateTime,
  debitDate: isoDateTime.nullish(),
  budgetDate: isoDateTime.nullish(),
  amount,
});

const alertSchema = z.object({
  accountId: id.nullish(),
  type: z.string(),
  frequency: z.string().nullish(),
  limit: amount.nullish(),
  order: z.string().nullish(),
});

const budgetSchema = z.object({
  categoryId: id,
  viewId: id.nullish(),
  year: z.number().int(),
  month: z.number().int().min(0).max(11),
  threshold: amount.nullish(),
});

const recurringSchema = z.object({
  id: id.nullish(),
  accountId: id,
  label: z.string().min(1),
  amount,
  dayOfMonth: z.number().int().min(1).max(31),
  listOfMonths: z.string(),
});

const appliedRecurringSchema = z.object({
  recurringTransactionId: id,
  month: z.number().int(),
  year: z.number().int(),
});

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);

export const kresusWorldSchema = z.object({
  accesses: list(accessSchema),
  accounts: list(accountSchema),
  categories: list(categorySchema),
  transactions: list(transactionSchema),
  alerts: list(alertSchema),
  budgets: list(budgetSchema),
  recurringTransactions: list(recurringSchema),
  appliedRecurringTransactions: list(appliedRecurringSchema),
  transactionRules: list(z.unknown()),
  settings: list(z.object({ key: z.string(), value: z.string().nullish() })),
});

export type KresusWorld = z.infer<typeof kresusWorldSchema>;
export type KresusAccess = KresusWorld['accesses'][number];
export type KresusAccount = KresusWorld['accounts'][number];
export type KresusTransaction = KresusWorld['transactions'][number];
export type KresusAlert = KresusWorld['alerts'][number];
export type KresusBudget = KresusWorld['budgets'][number];
export type KresusRecurring = KresusWorld['recurringTransactions'][number];

/** Older exports' names, as Kresus's own import renames them. */
export function withCurrentNames(world: Record<string, unknown>): Record<string, unknown> {
  const renamed = (items: unknown, from: string, to: string) =>
    Array.isArray(items)
      ? items.map((item: Record<string, unknown>) =>
          item && item[to] === undefined && item[from] !== undefined
            ? { ...item, [to]: item[from] }
            : item,
        )
      : items;
  const transactions = world.transactions ?? world.operations;
  return {
    ...world,
    categories: renamed(world.categories, 'title', 'label'),
    accounts: renamed(world.accounts, 'initialAmount', 'initialBalance'),
    transactions: renamed(renamed(transactions, 'title', 'label'), 'raw', 'rawLabel'),
  };
}
