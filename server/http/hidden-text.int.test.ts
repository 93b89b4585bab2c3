import { expect, it } from 'vitest';
import { MessageCode } from '../../contract/message-codes';
import { describeOnDatabases } from '../test/databases';
import { givenBooksUser, type BooksUser } from '../test/operation-api-fixtures';

// Control characters and out-of-range numbers a client sends: refused with a message code and
// nothing stored (PostgreSQL used to answer 500, SQLite to store them); a bank file's are cleaned.

const NUL = '\u0000';
const encode = (text: string) => new TextEncoder().encode(text);

describeOnDatabases('hidden characters and out-of-range numbers', (ctx) => {
  const names = async (table: 'banks' | 'tags' | 'budgets', userId: number) =>
    (await ctx.db.kysely.selectFrom(table).select('name').where('userId', '=', userId).execute())
      .map((row) => row.name)
      .sort();

  const expectRefused = (res: { status: number; body: unknown }, code: string) =>
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { messageCode: code },
    });

  it('refuses a NUL in a bank name, and stores nothing', async () => {
    const user = await givenBooksUser(ctx.db);
    const before = await names('banks', user.id);
    expectRefused(
      await user.client.post('/api/bank/0', { name: `x${NUL}y` }),
      MessageCode.textInvisible,
    );
    expect(await names('banks', user.id)).toEqual(before);
  });

  it('refuses control and invisible characters in tag and budget names and account numbers', async () => {
    const user = await givenBooksUser(ctx.db);
    const [tags, budgets] = [await names('tags', user.id), await names('budgets', user.id)];
    const invisible = MessageCode.textInvisible;
    expectRefused(await user.client.post('/api/tags/0', { name: `a\u001b[31mb` }), invisible);
    const budget = {
      name: 'Foyer\u200b',
      startDate: '2026-01-01',
      accounts: [{ accountId: user.current }],
    };
    expectRefused(await user.client.post('/api/budgets/0', budget), invisible);
    const account = await accountBody(user, { number: `12${NUL}34` });
    expectRefused(await user.client.post(`/api/account/${user.current}`, account), invisible);
    expect(await names('tags', user.id)).toEqual(tags);
    expect(await names('budgets', user.id)).toEqual(budgets);
    const stored = await ctx.db.kysely
      .selectFrom('accounts')
      .select('number')
      .where('id', '=', user.current)
      .executeTakeFirstOrThrow();
    expect(stored.number).toBeNull();
  });

  it('refuses a NUL in the searched text', async () => {
    const user = await givenBooksUser(ctx.db);
    for (const path of [
      '/api/operation/search?text=%00',
      '/api/operation/search/count?text=a%00b',
    ]) {
      expectRefused(await user.client.get(path), MessageCode.textInvisible);
    }
  });

  it('refuses a currency id past a 32-bit column and an amount past CENTS_MAX', async () => {
    const user = await givenBooksUser(ctx.db);
    const before = (await user.client.get('/api/preferences')).body;
    const res = await user.client.post('/api/preferences', { ...before, currency: 2147483648 });
    expect(res.status).toBe(400);
    expect((await user.client.get('/api/preferences')).body).toEqual(before);
    const operation = {
      account: { accountId: user.current },
      date: '2026-03-09',
      valueDate: '2026-03-09',
      amount: 1e15,
      debitCredit: -1,
      category: { categoryId: -1 },
    };
    expectRefused(
      await user.client.post('/api/operation/SIMPLE/0', operation),
      MessageCode.amountInvalid,
    );
  });

  it('cleans the invisible characters of an imported label and file name', async () => {
    const user = await givenBooksUser(ctx.db);
    const csv = `Date;Libellé;Montant\n09/03/2024;CARTE${NUL}BOULANGERIE\u001b\u200b;-12,50\n`;
    const res = await user.client.upload('/api/import/upload', encode(csv), 'rel\u200beve.csv');
    expect(res.status).toBe(200);
    const lines = await ctx.db.kysely
      .selectFrom('importedOperations')
      .select('label')
      .where('userId', '=', user.id)
      .execute();
    expect(lines.map((line) => line.label)).toEqual(['CARTEBOULANGERIE']);
    const report = await ctx.db.kysely
      .selectFrom('importReports')
      .select(['fileName', 'fileText'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(report.fileName).toBe('rel eve.csv');
    expect(report.fileText).not.toContain(NUL);
  });
});

async function accountBody(user: BooksUser, overrides: object) {
  const res = await user.client.get(`/api/account/${user.current}`);
  return { ...res.body, ...overrides };
}
