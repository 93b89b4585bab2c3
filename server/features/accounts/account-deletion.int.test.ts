import { beforeEach, expect, it } from 'vitest';
import { accountNotEmptyErrorSchema } from '../../../contract/account-payloads';
import { MessageCode } from '../../../contract/message-codes';
import {
  createAccount,
  createBank,
  insertOperation,
  insertTransfer,
  operationsOf,
} from '../../test/account-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { expectRollupsExact } from '../../test/rollup-fixtures';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

describeOnDatabases('account deletion', (ctx) => {
  let client: TestClient;
  let userId: number;
  let bankId: number;

  beforeEach(async () => {
    const user = await givenUser(ctx.db);
    userId = user.id;
    client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
    bankId = await createBank(client);
  });

  const exists = async (accountId: number) =>
    (await client.get(`/api/account/${accountId}`)).status === 200;

  async function makeMain(accountId: number) {
    const preferences = (await client.get('/api/preferences')).body;
    const res = await client.post('/api/preferences', { ...preferences, mainAccount: accountId });
    expect(res.status).toBe(200);
  }

  it('deletes an empty account', async () => {
    const id = await createAccount(client, bankId);
    const res = await client.delete(`/api/account/${id}`);
    expect(res.status).toBe(204);
    expect(await exists(id)).toBe(false);
    expect((await client.delete(`/api/account/${id}`)).status).toBe(404);
  });

  it('refuses the main account, even forced, and keeps it', async () => {
    const id = await createAccount(client, bankId);
    await makeMain(id);
    for (const path of [`/api/account/${id}`, `/api/account/${id}?force=true`]) {
      const res = await client.delete(path);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ messageCode: MessageCode.mainAccountNotDeletable });
    }
    expect(await exists(id)).toBe(true);
  });

  it('answers AccountNotEmptyException with the count, then deletes all when forced', async () => {
    const id = await createAccount(client, bankId);
    for (let i = 0; i < 3; i += 1) await insertOperation(ctx.db.kysely, userId, id);
    const refused = await client.delete(`/api/account/${id}`);
    expect(refused.status).toBe(409);
    expect(accountNotEmptyErrorSchema.parse(refused.body)).toEqual({
      messageCode: MessageCode.accountNotEmpty,
      count: 3,
    });
    expect(await operationsOf(ctx.db.kysely, id)).toHaveLength(3);
    expect((await client.delete(`/api/account/${id}?force=false`)).status).toBe(409);
    expect((await client.delete(`/api/account/${id}?force=true`)).status).toBe(204);
    expect(await exists(id)).toBe(false);
    expect(await operationsOf(ctx.db.kysely, id)).toEqual([]);
  });

  it('keeps the other leg of a transfer as a simple operation of the other account', async () => {
    const id = await createAccount(client, bankId);
    const other = await createAccount(client, bankId, { name: 'Livret' });
    const [, kept] = await insertTransfer(ctx.db.kysely, userId, id, other);
    const refused = await client.delete(`/api/account/${id}`);
    expect(refused.body).toEqual({ messageCode: MessageCode.accountNotEmpty, count: 1 });
    expect((await client.delete(`/api/account/${id}?force=true`)).status).toBe(204);
    expect(await operationsOf(ctx.db.kysely, other)).toEqual([
      { id: kept, operationType: 'SIMPLE', transferId: null },
    ]);
    await expectRollupsExact(ctx.db.kysely, userId);
  });

  it('refuses a force value that is not a boolean', async () => {
    const id = await createAccount(client, bankId);
    expect((await client.delete(`/api/account/${id}?force=perhaps`)).status).toBe(400);
    expect(await exists(id)).toBe(true);
  });
});
