import type { ForeignAccount, ForeignBooks } from '../../../contract/books-import';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { restoreAccounts } from '../accounts/accounts-restore.service';
import { restoreBanks } from '../banks/banks-restore.service';
import { addCategories } from '../categories/categories-restore.service';
import { restorePayees } from '../payees/payees-restore.service';
import { restoreTags } from '../tags/tags-restore.service';
import { nameKey } from './books-import-categories';
import { SOURCE_NAMES, type BooksImportPlan, type Target } from './books-import-plan';
import * as repository from './books-import.repository';
import { BooksImportCode } from '../../../contract/books-import';

// The references an import creates (banks, accounts, categories, tags, payees) through their own
// features' services, and the id of every foreign key once they exist.

/** The id a foreign key came to, null for none (or a key the file did not resolve). */
export const idOf = (ids: Map<string, number>, key: string | null) =>
  key === null ? null : (ids.get(key) ?? null);

const ACCOUNT_TYPE: Record<ForeignAccount['kind'], string> = {
  CHECKING: 'CU',
  CARD: 'CARTE',
  CASH: 'ESPECES',
  SAVINGS: 'LIVRET',
  INVESTMENT: 'COMPTE_TITRES',
  LOAN: 'CREDIT',
  OTHER: 'CU',
};

/** The ids of a kind: existing targets as they are, new ones from the ids just created. */
function idsOf(targets: Map<string, Target>, createdKeys: readonly string[], created: number[]) {
  const fresh = new Map(createdKeys.map((key, i) => [key, created[i]!]));
  return new Map(
    [...targets].map(([key, t]) => [key, 'existingId' in t ? t.existingId : fresh.get(t.newKey)!]),
  );
}

async function bankIdsOf(trx: Executor, userId: number, plan: BooksImportPlan) {
  const names = plan.newAccounts.map((a) => a.bank ?? SOURCE_NAMES[plan.source]);
  const existing = new Map(
    (await repository.findNamed(trx, userId, 'banks')).map((b) => [nameKey(b.name), b.id]),
  );
  const missing = [...new Set(names.filter((n) => !existing.has(nameKey(n))))];
  const created = await restoreBanks(
    trx,
    userId,
    missing.map((name) => ({ name, bankNameId: null })),
  );
  missing.forEach((name, i) => existing.set(nameKey(name), created[i]!));
  return names.map((name) => existing.get(nameKey(name))!);
}

async function accountIdsOf(trx: Executor, userId: number, plan: BooksImportPlan) {
  const currencies = await repository.findCurrencyIds(trx);
  const unknown = plan.newAccounts.find((a) => !currencies.has(a.currency));
  if (unknown)
    throw new AppError(422, BooksImportCode.unknownCurrency, { currency: unknown.currency });
  const banks = await bankIdsOf(trx, userId, plan);
  const created = await restoreAccounts(
    trx,
    userId,
    plan.newAccounts.map((a, i) => ({
      bankId: banks[i]!,
      name: a.name,
      number: a.number,
      iban: a.iban,
      owner: null,
      type: ACCOUNT_TYPE[a.kind],
      currencyId: currencies.get(a.currency)!,
      initialBalance: a.openingBalance,
      limitDate: null,
      lastImportDate: null,
      tempoType: null,
      startDate: null,
      endDate: null,
      lastUpdateDate: null,
      initialCapital: null,
      monthlyDeadline: null,
    })),
  );
  return idsOf(
    plan.accounts,
    plan.newAccounts.map((a) => a.key),
    created,
  );
}

async function categoryIdsOf(trx: Executor, userId: number, plan: BooksImportPlan) {
  const { created, targets } = plan.categories;
  const indexes = new Map(created.map((c, i) => [c.key, i]));
  const ids = await addCategories(
    trx,
    userId,
    created.map((c, i) => ({
      parent:
        c.parent === null
          ? null
          : 'existingId' in c.parent
            ? { id: c.parent.existingId }
            : { index: indexes.get(c.parent.newKey)! },
      similarId: null,
      name: c.name,
      debitCredit: c.debitCredit,
      enabled: 1,
      sortIndex: i,
      level: c.level,
      owned: 1,
    })),
  );
  return idsOf(
    targets,
    created.map((c) => c.key),
    ids,
  );
}

/** The rows to create: those whose target is their own new row (a namesake shares another's). */
const newOnes = (targets: Map<string, Target>, rows: readonly { key: string; name: string }[]) =>
  rows.filter((row) => {
    const target = targets.get(row.key)!;
    return 'newKey' in target && target.newKey === row.key;
  });

async function payeeIdsOf(
  trx: Executor,
  userId: number,
  books: ForeignBooks,
  plan: BooksImportPlan,
) {
  const fresh = newOnes(plan.payees, books.payees);
  const created = await restorePayees(
    trx,
    userId,
    fresh.map((p) => ({
      name: p.name,
      debitCredit: 0,
      isDefault: 0,
      creditCategoryId: null,
      debitCategoryId: null,
      amountCredit: null,
      amountDebit: null,
      importExcluded: 0,
      keywords: [],
      tagIds: [],
      parts: [],
    })),
  );
  return idsOf(
    plan.payees,
    fresh.map((p) => p.key),
    created,
  );
}

export async function createReferences(
  trx: Executor,
  userId: number,
  books: ForeignBooks,
  plan: BooksImportPlan,
) {
  const freshTags = newOnes(plan.tags, books.tags);
  const tags = await restoreTags(
    trx,
    userId,
    freshTags.map((t) => t.name),
  );
  return {
    accounts: await accountIdsOf(trx, userId, plan),
    categories: await categoryIdsOf(trx, userId, plan),
    tags: idsOf(
      plan.tags,
      freshTags.map((t) => t.key),
      tags,
    ),
    payees: await payeeIdsOf(trx, userId, books, plan),
  };
}

export type ReferenceIds = Awaited<ReturnType<typeof createReferences>>;
