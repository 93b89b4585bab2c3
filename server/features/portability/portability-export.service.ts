import { PORTABILITY_FORMAT, PORTABILITY_VERSION } from '../../../contract/portability';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { operationOf, orderOperations, partsOf, type LocalRefs } from './portability-export-books';
import { categoriesParentsFirst } from '../categories/categories.service';
import * as sections from './portability-export-sections';
import * as repository from './portability-export.repository';
import { LocalIds } from './portability-local-ids';

/** Operations serialised per piece of the streamed document. */
const OPERATIONS_PER_PIECE = 2_000;
/** Operations whose parts are read per query. */
const OPERATIONS_PER_READ = 10_000;

const ids = (rows: readonly { id: number }[]) => new LocalIds(rows.map((row) => row.id));

/** Everything the user owns, read in one transaction so the document is one instant's books. */
async function readBooks(trx: Executor, userId: number) {
  const [preferences, categories, tags, banks, accounts, payees, budgets, plans, operations] =
    await Promise.all([
      repository.findPreferences(trx, userId),
      categoriesParentsFirst(trx, userId),
      repository.findTags(trx, userId),
      repository.findBanks(trx, userId),
      repository.findAccounts(trx, userId),
      repository.findPayees(trx, userId),
      repository.findBudgets(trx, userId),
      repository.findEcheances(trx, userId),
      repository.findOperations(trx, userId),
    ]);
  const windows = [];
  for (let i = 0; i < operations.length; i += OPERATIONS_PER_READ) {
    const last = operations[Math.min(i + OPERATIONS_PER_READ, operations.length) - 1]!;
    windows.push({
      to: last.id,
      rows: await repository.findParts(trx, userId, operations[i]!.id, last.id),
    });
  }
  return {
    preferences,
    categories,
    tags,
    banks,
    accounts,
    payees,
    budgets,
    plans,
    operations,
    windows,
  };
}

type Books = Awaited<ReturnType<typeof readBooks>>;

function head(books: Books, refs: LocalRefs, budgetIds: LocalIds, exportedAt: string) {
  const bankIds = ids(books.banks);
  const document = {
    format: PORTABILITY_FORMAT,
    version: PORTABILITY_VERSION,
    exportedAt,
    preferences: sections.preferencesOf(books.preferences, refs),
    categories: sections.categoriesOf(books.categories, refs.categories),
    tags: books.tags.map((tag) => ({ id: refs.tags.of(tag.id)!, name: tag.name })),
    banks: books.banks.map((bank) => ({
      id: bankIds.of(bank.id)!,
      name: bank.name,
      bankNameId: bank.bankNameId,
    })),
    accounts: sections.accountsOf(books.accounts, bankIds),
    payees: sections.payeesOf(books.payees, refs),
    budgets: sections.budgetsOf(books.budgets, budgetIds, refs),
    plannedOperations: sections.plansOf(books.plans, budgetIds, refs),
  };
  const text = JSON.stringify(document);
  return `${text.slice(0, -1)},"operations":[`;
}

/** The operations' pieces of text, parts read window by window as the order reaches them. */
function* operationPieces(
  books: Books,
  refs: LocalRefs,
  operationIds: LocalIds,
  ordered: Books['operations'],
) {
  const lookups = new Map<number, ReturnType<typeof partsOf>>();
  const partsOfOperation = (id: number) => {
    const w = books.windows.findIndex((window) => id <= window.to);
    if (w < 0) return [];
    let lookup = lookups.get(w);
    if (!lookup) {
      lookup = partsOf(books.windows[w]!.rows, refs);
      lookups.set(w, lookup);
    }
    return lookup(id);
  };
  for (let i = 0; i < ordered.length; i += OPERATIONS_PER_PIECE) {
    const slice = ordered.slice(i, i + OPERATIONS_PER_PIECE);
    const text = slice
      .map((row) => JSON.stringify(operationOf(row, operationIds, refs, partsOfOperation(row.id))))
      .join(',');
    yield i === 0 ? text : `,${text}`;
  }
}

/**
 * The user's document (docs/data-format.md), in pieces of text to stream: the books are read at
 * once in one transaction, then written out a few thousand operations at a time.
 */
export async function exportDocument(
  db: Executor,
  userId: number,
  now: Date,
): Promise<Iterable<string>> {
  const books = await inTransaction(db, (trx) => readBooks(trx, userId));
  const refs: LocalRefs = {
    categories: ids(books.categories),
    tags: ids(books.tags),
    accounts: ids(books.accounts),
    payees: ids(books.payees.payees),
    plans: ids(books.plans.plans),
  };
  const budgetIds = ids(books.budgets.budgets);
  const { ordered, ids: operationIds } = orderOperations(books.operations);
  const occurrences = sections.occurrencesOf(books.plans.occurrences, refs.plans, operationIds);
  return (function* () {
    yield head(books, refs, budgetIds, now.toISOString());
    yield* operationPieces(books, refs, operationIds, ordered);
    yield `],"plannedOccurrences":${JSON.stringify(occurrences)}}`;
  })();
}
