import { searchFold } from '../../contract/operations-search';
import type { Db, Executor } from '../db/database';
import { writeOperations } from '../features/operations/write/operations-write.service';
import { operation } from './operation-fixtures';
import { givenBooksUser } from './operation-api-fixtures';

// Books for the analysis tests, written through the operations write path (so the rollups are
// its own): a three-level debit tree, a credit tree, a split, a transfer, a refund, two
// currencies, an operation before and one after February 2025. Expectations in the tests are
// computed by hand from these lines.

async function category(
  db: Executor,
  userId: number,
  name: string,
  debitCredit: -1 | 1,
  parent: { id: number; level: number } | null = null,
) {
  const row = await db
    .insertInto('categories')
    .values({
      userId,
      name,
      nameFolded: searchFold(name),
      debitCredit,
      level: parent ? parent.level + 1 : 1,
      parentId: parent?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, level: parent ? parent.level + 1 : 1 };
}

export async function givenAnalysisUser(db: Db) {
  const user = await givenBooksUser(db);
  const k = db.kysely;
  const income = await category(k, user.id, 'Revenus', 1);
  const salary = await category(k, user.id, 'Salaire', 1, income);
  const house = await category(k, user.id, 'Maison', -1);
  const works = await category(k, user.id, 'Travaux', -1, house);
  const paint = await category(k, user.id, 'Peinture', -1, works);
  const { current, savings, foreign, groceries, leisure } = user;
  const split = operation(current, -50_000, '2025-01-15');
  await writeOperations(k, user.id, [
    { kind: 'create', operation: operation(current, -1_000, '2024-12-31', groceries) },
    { kind: 'create', operation: operation(current, 300_000, '2025-01-10', salary.id) },
    {
      kind: 'create',
      operation: {
        ...split,
        payeeId: user.payeeId,
        parts: [
          { categoryId: paint.id, amount: -30_000 },
          { categoryId: works.id, amount: -15_000 },
          { categoryId: groceries, amount: -5_000 },
        ],
      },
    },
    { kind: 'create', operation: operation(foreign, -7_000, '2025-01-20', leisure) },
    { kind: 'create', operation: operation(savings, 500, '2025-01-31', groceries) },
    { kind: 'create', operation: operation(current, -12_000, '2025-02-03', groceries) },
    { kind: 'create', operation: operation(current, -2_000, '2025-02-20') },
    {
      kind: 'createTransfer',
      source: operation(current, -40_000, '2025-02-25'),
      target: operation(savings, 40_000, '2025-02-25'),
    },
    { kind: 'create', operation: operation(current, -3_000, '2025-03-05', house.id) },
  ]);
  return {
    ...user,
    income: income.id,
    salary: salary.id,
    house: house.id,
    works: works.id,
    paint: paint.id,
  };
}

export type AnalysisUser = Awaited<ReturnType<typeof givenAnalysisUser>>;
