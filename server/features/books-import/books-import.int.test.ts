import { beforeEach, expect, it } from 'vitest';
import { BooksImportCode, type ForeignBooks } from '../../../contract/books-import';
import type { Executor } from '../../db/database';
import { balancesByAccountName, booksOf, expectBooksHold } from '../../test/books-invariants';
import { describeOnDatabases } from '../../test/databases';
import { insertAccount, insertBank, insertUser } from '../../test/finance-fixtures';
import { importForeignBooks, previewForeignBooks } from './books-import.service';
import { foreignBalances } from './foreign-books-checks';
import { foreignBooks } from './foreign-books-fixture';

async function accountsOf(db: Executor, userId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'initialBalance', 'type'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

describeOnDatabases('importing foreign books', (ctx) => {
  let userId: number;
  let books: ForeignBooks;
  beforeEach(async () => {
    userId = await insertUser(ctx.db.kysely);
    books = foreignBooks();
  });

  it('creates accounts, categories, payees, tags and operations, balances equal to the source', async () => {
    const db = ctx.db.kysely;
    expect(await importForeignBooks(db, userId, books, {})).toEqual({
      accounts: 2,
      operations: 3,
      alreadyThere: 0,
    });
    const expected = foreignBalances(books);
    expect(await balancesByAccountName(db, userId)).toEqual({
      'Compte courant': expected.get('a'),
      Livret: expected.get('b'),
    });
    const { operations, parts } = await booksOf(db, userId);
    expect(operations.map((o) => o.operationType)).toEqual(['SIMPLE', 'TRANSFER', 'TRANSFER']);
    expect(operations.map((o) => o.bankId)).toEqual([
      'books:HOMEBANK:t1',
      'books:HOMEBANK:t2',
      'books:HOMEBANK:t3',
    ]);
    const food = await db
      .selectFrom('categories as c')
      .innerJoin('categories as p', 'p.id', 'c.parentId')
      .select(['c.id', 'c.level', 'p.name as parent'])
      .where('c.userId', '=', userId)
      .where('c.name', '=', 'Food')
      .executeTakeFirstOrThrow();
    expect(food).toMatchObject({ level: 2, parent: 'Home' });
    expect(parts[0]!.categoryId).toBe(food.id);
    await expectBooksHold(
      db,
      userId,
      (await accountsOf(db, userId)).map((a) => a.id),
    );
  });

  it('makes one tag and one payee of namesakes in the file', async () => {
    const db = ctx.db.kysely;
    books.tags.push({ key: 'trip2', name: 'VOYAGE' });
    books.payees.push({ key: 'shop2', name: 'épicerie' });
    books.transactions[0]!.parts[0]!.tagKeys = ['trip', 'trip2'];
    books.transactions[0]!.payeeKey = 'shop2';
    expect(await previewForeignBooks(db, userId, books, {})).toMatchObject({
      newPayees: 1,
      newTags: 1,
    });
    await importForeignBooks(db, userId, books, {});
    const tags = await db.selectFrom('tags').select('name').where('userId', '=', userId).execute();
    const payees = await db
      .selectFrom('payees')
      .select('name')
      .where('userId', '=', userId)
      .execute();
    expect([tags, payees]).toEqual([[{ name: 'Voyage' }], [{ name: 'Épicerie' }]]);
    expect((await booksOf(db, userId)).tags).toHaveLength(1);
  });

  it('adds nothing when the same books come again, and the preview says so', async () => {
    const db = ctx.db.kysely;
    await importForeignBooks(db, userId, books, {});
    const before = await booksOf(db, userId);
    const preview = await previewForeignBooks(db, userId, books, {});
    expect(preview.alreadyThere).toBe(3);
    expect(preview.accounts.every((a) => a.existingAccountId !== null && a.operations === 0)).toBe(
      true,
    );
    expect(preview).toMatchObject({ newCategories: 0, newPayees: 0, newTags: 0 });
    expect(await importForeignBooks(db, userId, books, {})).toEqual({
      accounts: 0,
      operations: 0,
      alreadyThere: 3,
    });
    expect(await booksOf(db, userId)).toEqual(before);
  });

  it('brings an account into the one the person chose', async () => {
    const db = ctx.db.kysely;
    const bank = await insertBank(db, userId);
    const mine = await insertAccount(db, userId, bank, 'Mon compte');
    const preview = await previewForeignBooks(db, userId, books, { a: mine });
    expect(preview.accounts.map((a) => a.existingAccountId)).toEqual([mine, null]);
    await importForeignBooks(db, userId, books, { a: mine });
    expect((await accountsOf(db, userId)).map((a) => a.name)).toEqual(['Mon compte', 'Livret']);
  });

  it('refuses another person’s account, one in another currency, and a currency it does not know, writing nothing', async () => {
    const db = ctx.db.kysely;
    const other = await insertUser(db);
    const theirs = await insertAccount(db, other, await insertBank(db, other), 'Leur compte');
    await expect(importForeignBooks(db, userId, books, { a: theirs })).rejects.toMatchObject({
      status: 404,
    });
    const francs = await insertAccount(db, userId, await insertBank(db, userId), 'Francs', {
      currencyId: 2,
    });
    await expect(importForeignBooks(db, userId, books, { a: francs })).rejects.toMatchObject({
      status: 400,
    });
    books.accounts[1]!.currency = 'XXQ';
    await expect(importForeignBooks(db, userId, books, {})).rejects.toMatchObject({
      status: 422,
      messageCode: BooksImportCode.unknownCurrency,
    });
    expect((await accountsOf(db, userId)).map((a) => a.name)).toEqual(['Francs']);
    expect((await booksOf(db, userId)).operations).toEqual([]);
  });

  it('writes nothing when it fails half-way, after accounts and categories were made', async () => {
    const db = ctx.db.kysely;
    const categories = await db
      .selectFrom('categories')
      .select('id')
      .where('userId', '=', userId)
      .execute();
    books.transactions[0]!.amount = -3_00;
    books.transactions[0]!.parts = [
      { categoryKey: 'food', amount: -3_00, memo: null, tagKeys: [] },
    ];
    books.transactions[0]!.date = 'not a date';
    await expect(importForeignBooks(db, userId, books, {})).rejects.toBeDefined();
    expect(await accountsOf(db, userId)).toEqual([]);
    expect(
      await db.selectFrom('categories').select('id').where('userId', '=', userId).execute(),
    ).toEqual(categories);
  });
});
