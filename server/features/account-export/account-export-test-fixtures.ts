import { searchFold } from '../../../contract/operations-search';
import type { Db, Executor } from '../../db/database';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';
import { givenPayee } from '../../test/payee-fixtures';
import type { OperationInput, PartInput } from '../operations/write/operations-write.model';
import { writeOperations } from '../operations/write/operations-write.service';

// Books for the export tests: debits, credits, a split, a transfer, accents, & and < in the
// texts, an entity-like memo, an operation without payee, dates over two years.

async function givenChildCategory(db: Executor, userId: number, name: string, parentId: number) {
  const row = await db
    .insertInto('categories')
    .values({ userId, name, nameFolded: searchFold(name), debitCredit: -1, level: 2, parentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const part = (
  categoryId: number | null,
  amount: number,
  memo: string | null = null,
): PartInput => ({
  categoryId,
  amount,
  memo,
});

export interface ExportBooks {
  user: BooksUser;
  /** The category paths the QIF writes, by id. */
  energy: number;
}

export async function givenExportBooks(db: Db): Promise<ExportBooks> {
  const user = await givenBooksUser(db);
  const k = db.kysely;
  const energy = await givenChildCategory(k, user.id, 'Énergie', user.groceries);
  const power = await givenPayee(k, user.id, 'Électricité & Gaz <EDF>');
  const employer = await givenPayee(k, user.id, 'Employeur « Ça va »');
  const simple = (over: Partial<OperationInput> & Pick<OperationInput, 'amount' | 'date'>) => ({
    accountId: user.current,
    valueDate: over.date,
    parts: [part(null, over.amount)],
    ...over,
  });
  const operations: OperationInput[] = [
    simple({
      amount: -1_234,
      date: '2024-01-05',
      payeeId: user.payeeId,
      state: 'P',
      memo: 'Pain & croissants <3',
      parts: [part(user.groceries, -1_234)],
    }),
    simple({
      amount: 250_000,
      date: '2024-06-30',
      valueDate: '2024-07-01',
      payeeId: employer,
      memo: null,
    }),
    simple({
      amount: -10_050,
      date: '2024-12-31',
      payeeId: power,
      memo: 'Facture déc.',
      parts: [part(energy, -8_000, 'électricité'), part(user.leisure, -2_050, 'ampoules & piles')],
    }),
    simple({ amount: -4_000, date: '2025-11-02', memo: 'Retrait DAB été' }),
    simple({ amount: 5, date: '2025-12-31', payeeId: user.payeeId, memo: 'a &amp; b ]]> c' }),
  ];
  await writeOperations(
    k,
    user.id,
    operations.map((operation) => ({ kind: 'create', operation })),
  );
  const leg = (accountId: number, amount: number): OperationInput => ({
    accountId,
    date: '2025-03-15',
    valueDate: '2025-03-15',
    amount,
    memo: 'Épargne',
    parts: [part(null, amount)],
  });
  await writeOperations(k, user.id, [
    {
      kind: 'createTransfer',
      source: leg(user.current, -20_000),
      target: leg(user.savings, 20_000),
    },
  ]);
  return { user, energy };
}
