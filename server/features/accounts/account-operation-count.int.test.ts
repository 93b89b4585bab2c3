import { beforeEach, expect, it } from 'vitest';
import { accountSummarySchema } from '../../../contract/accounts-summary';
import { describeOnDatabases } from '../../test/databases';
import { givenBooksUser, simpleBody, type BooksUser } from '../../test/operation-api-fixtures';

describeOnDatabases('GET /api/account operation counts', (ctx) => {
  let books: BooksUser;

  beforeEach(async () => {
    books = await givenBooksUser(ctx.db);
  });

  it('tells each account how many operations it holds, across months, deletions counted out', async () => {
    const { client, current, savings, foreign } = books;
    const save = (account: number, date: string) =>
      client.post(
        '/api/operation/SIMPLE/0',
        simpleBody(account, -1_000, { date, valueDate: date }),
      );
    for (const date of ['2024-01-05', '2024-02-05', '2024-03-05']) {
      expect((await save(savings, date)).status).toBe(200);
    }
    const removed = await save(current, '2024-03-06');
    expect(removed.status).toBe(200);
    expect((await save(current, '2024-03-07')).status).toBe(200);
    const deleted = await client.delete(`/api/operation/SIMPLE/${removed.body.operationId}`);
    expect(deleted.status).toBe(204);

    const answer = await client.get('/api/account');
    expect(answer.status).toBe(200);
    const counts = Object.fromEntries(
      answer.body.map((raw: unknown) => {
        const account = accountSummarySchema.parse(raw);
        return [account.accountId, account.operationCount];
      }),
    );
    expect(counts).toEqual({ [current]: 1, [savings]: 3, [foreign]: 0 });
  });
});
