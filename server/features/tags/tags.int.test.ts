import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { givenPayeeUser, type PayeeUser } from '../../test/payee-fixtures';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

describeOnDatabases('tags', (ctx) => {
  let a: PayeeUser;

  beforeEach(async () => {
    a = await givenPayeeUser(ctx.db);
  });

  it('creates, lists by name, reads, renames and deletes tags', async () => {
    const created = await a.client.post('/api/tags/0', { name: '  Anniversaire ' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ tagId: expect.any(Number), name: 'Anniversaire' });
    const tagId = created.body.tagId as number;
    expect((await a.client.get('/api/tags')).body.map((t: { name: string }) => t.name)).toEqual([
      'Anniversaire',
      'Famille',
      'Vacances',
    ]);
    expect((await a.client.get(`/api/tags/${tagId}`)).body).toEqual(created.body);
    const renamed = await a.client.post(`/api/tags/${tagId}`, { name: 'anniversaire' });
    expect(renamed.body).toEqual({ tagId, name: 'anniversaire' });
    expect((await a.client.delete(`/api/tags/${tagId}`)).status).toBe(204);
    expect((await a.client.get(`/api/tags/${tagId}`)).status).toBe(404);
  });

  it('refuses an empty name and a name taken (case and accents ignored), changing nothing', async () => {
    const empty = await a.client.post('/api/tags/0', { name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ messageCode: 'tag.name.isRequired' });
    expect((await a.client.post('/api/tags/0', {})).body).toEqual({
      messageCode: 'tag.name.isRequired',
    });
    const taken = await a.client.post('/api/tags/0', { name: 'VACANCES' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ messageCode: 'tag.alreadyExist' });
    const renamed = await a.client.post(`/api/tags/${a.family}`, { name: 'vâcances' });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ messageCode: 'tag.alreadyExist' });
    expect((await a.client.get('/api/tags')).body).toHaveLength(2);
  });

  it('takes a deleted tag off its payees', async () => {
    await a.client.post('/api/payees', {
      name: 'Club',
      debitCategory: { categoryId: a.leisure },
      tags: [{ tagId: a.family }, { tagId: a.holidays }],
    });
    await a.client.delete(`/api/tags/${a.family}`);
    const [payee] = (await a.client.get('/api/payees')).body;
    expect(payee.tags).toEqual([{ tagId: a.holidays, name: 'Vacances' }]);
  });

  it('answers 404 to another user for A’s tags, and 403 without the TAG functionality', async () => {
    const b = await givenPayeeUser(ctx.db);
    expect((await b.client.get('/api/tags')).body.map((t: { tagId: number }) => t.tagId)).toEqual([
      b.family,
      b.holidays,
    ]);
    expect((await b.client.get(`/api/tags/${a.family}`)).status).toBe(404);
    expect((await b.client.post(`/api/tags/${a.family}`, { name: 'Volé' })).status).toBe(404);
    expect((await b.client.delete(`/api/tags/${a.family}`)).status).toBe(404);
    expect((await a.client.get(`/api/tags/${a.family}`)).body).toEqual({
      tagId: a.family,
      name: 'Famille',
    });

    const basic = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db));
    await client.signIn(basic.login, basic.password);
    const refused = await client.get('/api/tags');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ messageCode: 'modal.access.warning' });
    expect((await client.post('/api/tags/0', { name: 'Non' })).status).toBe(403);
  });
});
