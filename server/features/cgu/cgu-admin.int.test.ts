import { beforeEach, expect, it } from 'vitest';
import { anonymous, signedIn, type SignedIn } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';

const TERMS = { name: 'CGU 2026', contentFr: 'Article 1. Pécule est gratuit.', contentEn: null };

describeOnDatabases('terms of use administration', (ctx) => {
  let admin: SignedIn;

  beforeEach(async () => {
    admin = await signedIn(ctx.db, 'admin');
  });

  const create = async (overrides: object = {}) => {
    const res = await admin.client.post('/api/cgu/0', { ...TERMS, ...overrides });
    expect(res.status).toBe(200);
    return res.body as { idCgu: number; used: boolean; agreements: number };
  };
  const inForce = async () => (await admin.client.get('/api/cgu/used')).body as { idCgu: number }[];

  it('creates a draft, reads it, edits it, lists it and deletes it', async () => {
    const draft = await create({ contentEn: ' Article 1. ' });
    expect(draft).toMatchObject({ ...TERMS, contentEn: 'Article 1.', used: false, agreements: 0 });
    expect(draft).toMatchObject({ publishedAt: null, createdAt: expect.stringMatching(/^\d{4}-/) });
    const edited = await admin.client.post(`/api/cgu/${draft.idCgu}`, {
      ...TERMS,
      name: 'CGU 2026 bis',
    });
    expect(edited.body).toMatchObject({
      idCgu: draft.idCgu,
      name: 'CGU 2026 bis',
      contentEn: null,
    });
    expect((await admin.client.get(`/api/cgu/${draft.idCgu}`)).body.name).toBe('CGU 2026 bis');
    const list = (await admin.client.get('/api/cgu')).body as { idCgu: number }[];
    expect(list.map((cgu) => cgu.idCgu)).toContain(draft.idCgu);
    expect((await admin.client.delete(`/api/cgu/${draft.idCgu}`)).status).toBe(204);
    expect((await admin.client.get(`/api/cgu/${draft.idCgu}`)).status).toBe(404);
    expect((await admin.client.delete(`/api/cgu/${draft.idCgu}`)).status).toBe(404);
  });

  it('refuses terms without a name or French content, saving nothing', async () => {
    const before = (await admin.client.get('/api/cgu')).body;
    const noName = await admin.client.post('/api/cgu/0', { ...TERMS, name: '  ' });
    expect([noName.status, noName.body]).toEqual([400, { messageCode: 'cgu.name.isRequired' }]);
    const noContent = await admin.client.post('/api/cgu/0', { name: 'CGU' });
    expect(noContent.body).toEqual({ messageCode: 'cgu.contentFr.isRequired' });
    const draft = await create();
    const emptied = await admin.client.post(`/api/cgu/${draft.idCgu}`, { ...TERMS, contentFr: '' });
    expect(emptied.body).toEqual({ messageCode: 'cgu.contentFr.isRequired' });
    expect((await admin.client.get(`/api/cgu/${draft.idCgu}`)).body.contentFr).toBe(
      TERMS.contentFr,
    );
    expect((await admin.client.get('/api/cgu')).body).toHaveLength(before.length + 1);
  });

  it('puts new terms in force: every user must accept them at the next visit', async () => {
    const user = await signedIn(ctx.db, 'user');
    const published = await create({ used: true });
    expect(published).toMatchObject({ used: true, agreements: 1 });
    expect(await inForce()).toEqual([expect.objectContaining({ idCgu: published.idCgu })]);
    expect((await admin.client.get('/api/user')).body.agreedCgu).toBe(true);
    expect((await user.client.get('/api/user')).body.agreedCgu).toBe(false);
    const current = await user.client.get('/api/cgu/current');
    expect(current.body).toMatchObject({ idCgu: published.idCgu, content: TERMS.contentFr });
    const agreed = await user.client.post('/api/cgu/agreement', {
      idUser: user.id,
      cguTerm: published.idCgu,
    });
    expect(agreed.status).toBe(200);
    expect((await user.client.get('/api/user')).body.agreedCgu).toBe(true);

    const next = await create({ name: 'CGU 2027', used: true });
    expect(await inForce()).toEqual([expect.objectContaining({ idCgu: next.idCgu })]);
    expect((await admin.client.get(`/api/cgu/${published.idCgu}`)).body.used).toBe(false);
    expect((await user.client.get('/api/user')).body.agreedCgu).toBe(false);
    // Back to the terms the user agreed to: nothing more to accept.
    await admin.client.post(`/api/cgu/${published.idCgu}`, { ...TERMS, used: true });
    expect((await user.client.get('/api/user')).body.agreedCgu).toBe(true);
  });

  it('refuses deleting terms in force or agreed, and changing agreed text, changing nothing', async () => {
    const published = await create({ used: true });
    const inUse = await admin.client.delete(`/api/cgu/${published.idCgu}`);
    expect([inUse.status, inUse.body]).toEqual([
      409,
      { messageCode: 'admin.cgu.delete.used.desc' },
    ]);
    const unpublish = await admin.client.post(`/api/cgu/${published.idCgu}`, TERMS);
    expect(unpublish.body).toEqual({ messageCode: 'cgu.inForce.required' });
    const next = await create({ used: true });
    const agreed = await admin.client.delete(`/api/cgu/${published.idCgu}`);
    expect([agreed.status, agreed.body]).toEqual([409, { messageCode: 'cgu.delete.agreed' }]);
    const rewrite = await admin.client.post(`/api/cgu/${published.idCgu}`, {
      ...TERMS,
      contentFr: 'Autre texte',
    });
    expect([rewrite.status, rewrite.body]).toEqual([409, { messageCode: 'cgu.update.agreed' }]);
    const kept = (await admin.client.get(`/api/cgu/${published.idCgu}`)).body;
    expect(kept).toMatchObject({ contentFr: TERMS.contentFr, used: false, agreements: 1 });
    expect(await inForce()).toEqual([expect.objectContaining({ idCgu: next.idCgu })]);
  });

  it('answers 403 to a signed-in user and 401 anonymously, changing nothing', async () => {
    const draft = await create();
    const user = await signedIn(ctx.db, 'user');
    const nobody = anonymous(ctx.db);
    for (const client of [user.client, nobody]) {
      const status = client === nobody ? 401 : 403;
      expect((await client.get('/api/cgu')).status).toBe(status);
      expect((await client.get('/api/cgu/used')).status).toBe(status);
      expect((await client.get(`/api/cgu/${draft.idCgu}`)).status).toBe(status);
      expect((await client.post(`/api/cgu/${draft.idCgu}`, { ...TERMS, used: true })).status).toBe(
        status,
      );
      expect((await client.post('/api/cgu/0', TERMS)).status).toBe(status);
      expect((await client.delete(`/api/cgu/${draft.idCgu}`)).status).toBe(status);
    }
    expect((await admin.client.get(`/api/cgu/${draft.idCgu}`)).body).toMatchObject({
      used: false,
      name: TERMS.name,
    });
    expect(
      (await user.client.post('/api/cgu/agreement', { idUser: user.id, cguTerm: 1 })).status,
    ).not.toBe(403);
  });
});
