import { beforeEach, expect, it } from 'vitest';
import { bankDtoSchema, OTHER_BANK_NAME_ID } from '../../../contract/banks';
import { MessageCode } from '../../../contract/message-codes';
import { createAccount, createBank, insertOperation } from '../../test/account-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

describeOnDatabases('banks', (ctx) => {
  let client: TestClient;
  let userId: number;

  beforeEach(async () => {
    const user = await givenUser(ctx.db);
    userId = user.id;
    client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
  });

  it('lists the reference bank names by name, with the online banks and “Autre banque” last', async () => {
    const res = await client.get('/api/bankName');
    expect(res.status).toBe(200);
    const names = (res.body as { bankNameId: number; name: string }[]).map((b) => b.name);
    expect(names).toEqual(
      expect.arrayContaining(['BNP Paribas', 'BoursoBank (Boursorama)', 'Trade Republic', 'N26']),
    );
    expect(res.body.at(-1)).toEqual({ bankNameId: OTHER_BANK_NAME_ID, name: 'Autre banque' });
    const rest = names.slice(0, -1);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare));
  });

  it('creates a bank from the list or with a free name, and lists banks by name with their accounts', async () => {
    const listed = await client.post('/api/bank/0', { name: 'LCL', bankNameId: 6 });
    expect(listed.status).toBe(200);
    expect(bankDtoSchema.parse(listed.body)).toMatchObject({
      name: 'LCL',
      bankNameId: 6,
      accounts: [],
    });
    const free = await client.post('/api/bank/0', { name: ' Banque du Léman ' });
    expect(free.body).toMatchObject({ name: 'Banque du Léman', bankNameId: null, biBankId: null });
    const accountId = await createAccount(client, listed.body.bankId);
    const banks = await client.get('/api/bank');
    expect(banks.body.map((b: { name: string }) => b.name)).toEqual(['Banque du Léman', 'LCL']);
    expect(banks.body[1].accounts.map((a: { accountId: number }) => a.accountId)).toEqual([
      accountId,
    ]);
  });

  it('renames a bank', async () => {
    const bankId = await createBank(client, 'Avant');
    const res = await client.post(`/api/bank/${bankId}`, { name: 'Après', bankNameId: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bankId, name: 'Après', bankNameId: 2 });
    expect((await client.get(`/api/bank/${bankId}`)).body.name).toBe('Après');
  });

  it('refuses a missing name (400 bank.name.isRequired) and an unknown list entry (404)', async () => {
    for (const body of [{ name: '   ' }, {}]) {
      const res = await client.post('/api/bank/0', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ messageCode: MessageCode.bankNameRequired });
    }
    expect((await client.post('/api/bank/0', { name: 'X', bankNameId: 9999 })).status).toBe(404);
    expect((await client.get('/api/bank')).body).toEqual([]);
    expect((await client.get('/api/bank/999999')).status).toBe(404);
    expect((await client.post('/api/bank/999999', { name: 'X' })).status).toBe(404);
  });

  it('deletes an empty bank, and a bank with empty accounts with them', async () => {
    const empty = await createBank(client, 'Vide');
    expect((await client.delete(`/api/bank/${empty}`)).status).toBe(204);
    const bankId = await createBank(client);
    const accountId = await createAccount(client, bankId);
    expect((await client.delete(`/api/bank/${bankId}`)).status).toBe(204);
    expect((await client.get(`/api/account/${accountId}`)).status).toBe(404);
    expect((await client.get('/api/bank')).body).toEqual([]);
  });

  it('counts the operations of all its accounts, and deletes everything only when forced', async () => {
    const bankId = await createBank(client);
    const first = await createAccount(client, bankId);
    const second = await createAccount(client, bankId, { name: 'Livret' });
    await insertOperation(ctx.db.kysely, userId, first);
    await insertOperation(ctx.db.kysely, userId, second);
    const refused = await client.delete(`/api/bank/${bankId}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ messageCode: MessageCode.accountNotEmpty, count: 2 });
    expect((await client.get(`/api/bank/${bankId}`)).body.accounts).toHaveLength(2);
    expect((await client.delete(`/api/bank/${bankId}?force=true`)).status).toBe(204);
    expect((await client.get(`/api/bank/${bankId}`)).status).toBe(404);
    expect((await client.get('/api/account')).body).toEqual([]);
  });

  it('refuses a bank holding the main account, even forced, changing nothing', async () => {
    const bankId = await createBank(client);
    const empty = await createAccount(client, bankId, { name: 'Vide' });
    const main = await createAccount(client, bankId);
    const preferences = (await client.get('/api/preferences')).body;
    await client.post('/api/preferences', { ...preferences, mainAccount: main });
    const res = await client.delete(`/api/bank/${bankId}?force=true`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ messageCode: MessageCode.mainAccountNotDeletable });
    const accounts = (await client.get(`/api/bank/${bankId}`)).body.accounts;
    expect(accounts.map((a: { accountId: number }) => a.accountId).sort()).toEqual(
      [empty, main].sort(),
    );
  });
});
