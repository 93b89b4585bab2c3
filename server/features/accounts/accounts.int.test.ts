import { beforeEach, expect, it } from 'vitest';
import { accountDtoSchema } from '../../../contract/account-dtos';
import { MessageCode } from '../../../contract/message-codes';
import { accountBody, createAccount, createBank } from '../../test/account-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

const IBAN = 'FR7630006000011234567890189';

describeOnDatabases('accounts', (ctx) => {
  let client: TestClient;
  let bankId: number;

  beforeEach(async () => {
    const user = await givenUser(ctx.db);
    client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
    bankId = await createBank(client, 'Banque du coin');
  });

  it('creates an account with the defaults: type CU, no rate, not favourite', async () => {
    const res = await client.post('/api/account/0', accountBody({ bankId }));
    expect(res.status).toBe(200);
    expect(accountDtoSchema.parse(res.body)).toMatchObject({
      name: 'Compte courant',
      type: 'CU',
      interestRate: 0,
      favorite: false,
      level: 0,
      iban: null,
      initialBalance: 0,
      currency: { currencyId: 1, abrv: 'EUR', symb: '€' },
      bank: { bankId, name: 'Banque du coin', bankNameId: null },
    });
  });

  it('keeps every field of the form, and answers them on GET and in the lists', async () => {
    const fields = {
      name: ' Livret A ',
      number: '00012345',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      owner: 'Camille',
      type: 'LIVRET_A',
      interestRate: 2.4,
      startDate: '2024-01-01',
      endDate: '2030-12-31',
      limitDate: '2024-06-30',
      initialBalance: 150_000,
      initialCapital: 1_000_000,
      monthlyDeadline: 45_000,
      favorite: true,
      level: 2,
    };
    const id = await createAccount(client, bankId, fields);
    const res = await client.get(`/api/account/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...fields, name: 'Livret A', iban: IBAN, accountId: id });
    const bank = await client.get(`/api/bank/${bankId}`);
    expect(bank.body.accounts.map((a: { accountId: number }) => a.accountId)).toEqual([id]);
    const summaries = await client.get('/api/account');
    expect(summaries.body).toEqual([expect.objectContaining({ accountId: id, favorite: true })]);
  });

  it('updates an account, favourite included, and moves it to another bank', async () => {
    const id = await createAccount(client, bankId);
    const other = await createBank(client, 'Autre');
    const res = await client.post(
      `/api/account/${id}`,
      accountBody({ bankId: other }, { name: 'Joint', favorite: true, accountId: 999 }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accountId: id, name: 'Joint', favorite: true });
    expect(res.body.bank.bankId).toBe(other);
  });

  it('takes back the account it answered, as the favourite toggle sends it', async () => {
    const id = await createAccount(client, bankId);
    const read = (await client.get(`/api/account/${id}`)).body;
    const res = await client.post(`/api/account/${id}`, { ...read, favorite: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...read, favorite: true });
  });

  it('puts the account in the user’s bank of a listed name, creating that bank once', async () => {
    const first = await client.post('/api/account/0', accountBody({ bankNameId: 6 }));
    expect(first.status).toBe(200);
    expect(first.body.bank).toMatchObject({ name: 'LCL', bankNameId: 6 });
    const second = await client.post('/api/account/0', accountBody({ bankNameId: 6 }));
    expect(second.body.bank.bankId).toBe(first.body.bank.bankId);
    const unknown = await client.post('/api/account/0', accountBody({ bankNameId: 9999 }));
    expect(unknown.status).toBe(404);
  });

  it.each([
    [{ name: '  ' }, MessageCode.accountNameRequired],
    [{ bank: {} }, MessageCode.accountBankRequired],
    [{ bank: undefined }, MessageCode.accountBankRequired],
    [{ currency: undefined }, MessageCode.accountCurrencyRequired],
    [{ type: 'NOPE' }, MessageCode.accountTypeInvalid],
    [{ iban: 'FR7630006000011234567890188' }, MessageCode.ibanInvalid],
    [{ interestRate: 100.01 }, MessageCode.interestRateInvalid],
    [{ interestRate: -1 }, MessageCode.interestRateInvalid],
    [{ interestRate: 1.234 }, MessageCode.interestRateInvalid],
    [{ startDate: '2024-02-30' }, MessageCode.accountDateInvalid],
    [{ startDate: '2024-02-01', endDate: '2024-01-31' }, MessageCode.accountEndBeforeStart],
    [{ initialBalance: 1.5 }, MessageCode.amountInvalid],
    [{ monthlyDeadline: -100 }, MessageCode.amountInvalid],
  ])('refuses %o with its message code, creating nothing', async (overrides, code) => {
    const res = await client.post('/api/account/0', accountBody({ bankId }, overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ messageCode: code });
    expect((await client.get('/api/account')).body).toEqual([]);
  });

  it('accepts an interest rate of exactly 100 and 0.01', async () => {
    for (const interestRate of [100, 0.01]) {
      const res = await client.post('/api/account/0', accountBody({ bankId }, { interestRate }));
      expect(res.body.interestRate).toBe(interestRate);
    }
  });

  it('answers 404 for an unknown currency, creating neither the account nor its bank', async () => {
    const res = await client.post(
      '/api/account/0',
      accountBody({ bankNameId: 7 }, { currency: { currencyId: 9999 } }),
    );
    expect(res.status).toBe(404);
    expect((await client.get('/api/bank')).body).toHaveLength(1);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await client.get('/api/account/999999')).status).toBe(404);
    expect((await client.post('/api/account/999999', accountBody({ bankId }))).status).toBe(404);
    expect((await client.get('/api/account/abc')).status).toBe(400);
  });

  it('marks an account up to date now', async () => {
    const id = await createAccount(client, bankId);
    const res = await client.post(`/api/account/${id}/lastUpdate`);
    expect(res.status).toBe(200);
    const stamp = Date.parse(res.body.lastUpdateDate);
    expect(Math.abs(stamp - Date.now())).toBeLessThan(60_000);
    expect((await client.get(`/api/account/${id}`)).body.lastUpdateDate).toBe(
      res.body.lastUpdateDate,
    );
  });

  it('answers the type tree by family, and by type only the types holding accounts', async () => {
    const types = await client.get('/api/account/type');
    expect(types.body.map((g: { type: string }) => g.type)).toEqual([
      'CURRENT',
      'SAVINGS',
      'INVESTMENT',
      'LOAN',
    ]);
    expect(types.body[0].children[0]).toEqual({ type: 'CU', children: [] });
    const livret = await createAccount(client, bankId, { type: 'LIVRET_A', name: 'Livret' });
    const current = await createAccount(client, bankId);
    const byType = await client.get('/api/account/byType');
    expect(byType.status).toBe(200);
    const summary = byType.body.map(
      (g: { type: string; children: { type: string; accounts: { accountId: number }[] }[] }) => [
        g.type,
        g.children.map((t) => [t.type, t.accounts.map((a) => a.accountId)]),
      ],
    );
    expect(summary).toEqual([
      ['CURRENT', [['CU', [current]]]],
      ['SAVINGS', [['LIVRET_A', [livret]]]],
    ]);
  });
});
