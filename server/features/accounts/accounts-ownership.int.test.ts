import { beforeEach, expect, it } from 'vitest';
import { accountBody, createAccount, createBank } from '../../test/account-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

// User B sees none of user A's banks and accounts: 404 in the path and in the body, nothing changed.

describeOnDatabases('banks and accounts of another user', (ctx) => {
  let alice: TestClient;
  let bob: TestClient;
  let aliceBank: number;
  let aliceAccount: number;

  async function signedIn() {
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
    return client;
  }

  beforeEach(async () => {
    alice = await signedIn();
    bob = await signedIn();
    aliceBank = await createBank(alice, 'Banque d’Alice');
    aliceAccount = await createAccount(alice, aliceBank, { name: 'Compte d’Alice' });
  });

  async function aliceUnchanged() {
    const bank = await alice.get(`/api/bank/${aliceBank}`);
    expect(bank.body).toMatchObject({
      name: 'Banque d’Alice',
      accounts: [expect.objectContaining({ accountId: aliceAccount, name: 'Compte d’Alice' })],
    });
    expect(bank.body.accounts[0].lastUpdateDate).toBeNull();
  }

  it('answers 404 on A’s bank to read, update and delete', async () => {
    expect((await bob.get(`/api/bank/${aliceBank}`)).status).toBe(404);
    expect((await bob.post(`/api/bank/${aliceBank}`, { name: 'Volée' })).status).toBe(404);
    expect((await bob.delete(`/api/bank/${aliceBank}?force=true`)).status).toBe(404);
    expect((await bob.get('/api/bank')).body).toEqual([]);
    await aliceUnchanged();
  });

  it('answers 404 on A’s account to read, update, delete, balance and mark up to date', async () => {
    const bobBank = await createBank(bob);
    const path = `/api/account/${aliceAccount}`;
    expect((await bob.get(path)).status).toBe(404);
    expect((await bob.post(path, accountBody({ bankId: bobBank }))).status).toBe(404);
    expect((await bob.delete(`${path}?force=true`)).status).toBe(404);
    expect((await bob.get(`${path}/balance`)).status).toBe(404);
    expect((await bob.post(`${path}/lastUpdate`)).status).toBe(404);
    expect((await bob.get('/api/account')).body).toEqual([]);
    expect((await bob.get('/api/account/byType')).body).toEqual([]);
    await aliceUnchanged();
  });

  it('answers 404 to an account saved in A’s bank, creating or updating', async () => {
    const created = await bob.post('/api/account/0', accountBody({ bankId: aliceBank }));
    expect(created.status).toBe(404);
    const bobAccount = await createAccount(bob, await createBank(bob));
    const moved = await bob.post(
      `/api/account/${bobAccount}`,
      accountBody({ bankId: aliceBank, bankNameId: 6 }),
    );
    expect(moved.status).toBe(404);
    expect((await bob.get('/api/account')).body).toHaveLength(1);
    await aliceUnchanged();
  });

  it('answers 404 when B makes A’s account the main one', async () => {
    const preferences = (await bob.get('/api/preferences')).body;
    const res = await bob.post('/api/preferences', { ...preferences, mainAccount: aliceAccount });
    expect(res.status).toBe(404);
  });
});
