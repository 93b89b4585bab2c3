import type {
  BooksImportPreview,
  BooksImportResult,
  BooksSource,
  ForeignBooks,
} from '../../../contract/books-import';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { writeOperations } from '../operations/write/operations-write.service';
import { serializeUserWrites } from '../users/users.service';
import { creationsOf } from './books-import-operations';
import {
  planBooksImport,
  type AccountChoices,
  type BooksImportPlan,
  type ExistingBooks,
  type Target,
} from './books-import-plan';
import { createPlanning } from './books-import-planning';
import { createReferences } from './books-import-references';
import * as repository from './books-import.repository';
import { foreignBalances } from './foreign-books-checks';

// Foreign books into the person's books (issue 28): a preview of the plan, then the plan written
// in one transaction, all or nothing. Running the same books again adds nothing.

async function existingBooks(
  db: Executor,
  userId: number,
  source: BooksSource,
): Promise<ExistingBooks> {
  return {
    accounts: await repository.findAccounts(db, userId),
    categories: await repository.findCategories(db, userId),
    payees: await repository.findNamed(db, userId, 'payees'),
    tags: await repository.findNamed(db, userId, 'tags'),
    plans: await repository.findPlans(db, userId),
    budgetNames: await repository.findBudgetNames(db, userId),
    importedIdentities: await repository.findImportedIdentities(db, userId, source),
  };
}

/**
 * An account chosen must be one of the person's (another's id is not found) and in the foreign
 * account's currency (its amounts are in that currency).
 */
function checkChoices(books: ForeignBooks, existing: ExistingBooks, choices: AccountChoices) {
  const currencyOf = new Map(existing.accounts.map((a) => [a.id, a.currency]));
  const foreignCurrency = new Map(books.accounts.map((a) => [a.key, a.currency]));
  for (const [key, id] of Object.entries(choices)) {
    if (id === null) continue;
    if (!currencyOf.has(id)) throw AppError.notFound();
    if (currencyOf.get(id) !== foreignCurrency.get(key)) throw AppError.badRequest();
  }
}

async function planned(db: Executor, userId: number, books: ForeignBooks, choices: AccountChoices) {
  const existing = await existingBooks(db, userId, books.source);
  checkChoices(books, existing, choices);
  return planBooksImport(books, existing, choices);
}

/** The rows the import creates: namesakes of the file share one. */
const countNew = (targets: Map<string, Target>) =>
  [...targets].filter(([key, target]) => 'newKey' in target && target.newKey === key).length;

function previewOf(books: ForeignBooks, plan: BooksImportPlan): BooksImportPreview {
  const balances = foreignBalances(books);
  const dates = plan.transactions.map((t) => t.date).sort();
  return {
    source: books.source,
    accounts: books.accounts.map((a) => {
      const target = plan.accounts.get(a.key)!;
      return {
        key: a.key,
        name: a.name,
        currency: a.currency,
        operations: plan.transactions.filter((t) => t.accountKey === a.key).length,
        balance: balances.get(a.key)!,
        existingAccountId: 'existingId' in target ? target.existingId : null,
      };
    }),
    newCategories: plan.categories.created.length,
    newPayees: countNew(plan.payees),
    newTags: countNew(plan.tags),
    plannedOperations: plan.scheduled.length,
    budgetGoals: plan.budgetName === null ? 0 : books.budgetGoals.length,
    alreadyThere: plan.alreadyThere,
    firstDate: dates[0] ?? null,
    lastDate: dates.at(-1) ?? null,
    notBrought: plan.notBrought,
  };
}

export async function previewForeignBooks(
  db: Executor,
  userId: number,
  books: ForeignBooks,
  choices: AccountChoices,
): Promise<BooksImportPreview> {
  return previewOf(books, await planned(db, userId, books, choices));
}

async function writeBooks(
  trx: Executor,
  userId: number,
  books: ForeignBooks,
  choices: AccountChoices,
) {
  await serializeUserWrites(trx, userId);
  const plan = await planned(trx, userId, books, choices);
  const ids = await createReferences(trx, userId, books, plan);
  const creations = creationsOf(books.source, plan.transactions, ids);
  const { created } = creations.length
    ? await writeOperations(trx, userId, creations)
    : { created: [] };
  await createPlanning(trx, userId, books, plan, ids);
  return {
    accounts: plan.newAccounts.length,
    operations: created.length,
    alreadyThere: plan.alreadyThere,
  };
}

export function importForeignBooks(
  db: Executor,
  userId: number,
  books: ForeignBooks,
  choices: AccountChoices,
): Promise<BooksImportResult> {
  return inTransaction(db, (trx) => writeBooks(trx, userId, books, choices));
}
