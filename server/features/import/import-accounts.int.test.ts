import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';
import { twoAccountOfx } from '../../test/two-account-ofx';

// A file holding several accounts' statements: each goes to the account whose number it names.

const encode = (text: string) => new TextEncoder().encode(text);

describeOnDatabases('a file with several accounts', (ctx) => {
  let a: BooksUser;

  const setNumber = (accountId: number, number: string) =>
    ctx.db.kysely.updateTable('accounts').set({ number }).where('id', '=', accountId).execute();
  const upload = async (text: string) => {
    const res = await a.client.upload(
      `/api/import/upload?accountId=${a.current}`,
      encode(text),
      'r.ofx',
    );
    expect(res.status).toBe(200);
    return res.body.reports as {
      accountNumber: string;
      lineCount: number;
      account: { accountId: number } | null;
    }[];
  };

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
    await setNumber(a.current, '00012345678');
  });

  it('puts the card lines in the card account, uploaded from the checking account', async () => {
    await setNumber(a.savings, '4970101234564321');
    const reports = await upload(twoAccountOfx('00012345678', 'XXXXXXXXXXXX4321'));
    expect(reports.map((r) => [r.accountNumber, r.lineCount, r.account?.accountId])).toEqual([
      ['00012345678', 2, a.current],
      ['XXXXXXXXXXXX4321', 3, a.savings],
    ]);
  });

  it('leaves a statement that fits no account for the person to choose, never in the checking one', async () => {
    const reports = await upload(twoAccountOfx('00012345678', 'XXXXXXXXXXXX9999'));
    expect(reports.map((r) => [r.lineCount, r.account?.accountId ?? null])).toEqual([
      [2, a.current],
      [3, null],
    ]);
  });

  it('never puts a statement into the account uploaded from when its number differs', async () => {
    const reports = await upload(twoAccountOfx('99999999999', 'XXXXXXXXXXXX9999'));
    expect(reports.map((r) => r.account)).toEqual([null, null]);
  });
});
