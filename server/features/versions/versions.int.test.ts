import { expect, it } from 'vitest';
import { anonymous, signedIn } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';

const offer = (included: boolean, textFr: string | null = null, textEn: string | null = null) => ({
  included,
  textFr,
  textEn,
});

describeOnDatabases('versions table', (ctx) => {
  it('reads the seeded FREE/PREMIUM table, also anonymously', async () => {
    const res = await anonymous(ctx.db).get('/api/versions');
    expect(res.status).toBe(200);
    expect(res.body.features).toHaveLength(12);
    expect(res.body.features[0]).toEqual({
      labelFr: 'Comptes bancaires et opérations',
      labelEn: 'Bank accounts and operations',
      free: offer(true),
      premium: offer(true),
    });
    expect(res.body.features[7]).toMatchObject({ labelEn: 'Tags', free: offer(false) });
    expect(res.body.features[3].free).toEqual(
      offer(true, 'Catégories standard', 'Standard categories'),
    );
  });

  it('lets an admin replace the table, in the given order', async () => {
    const admin = await signedIn(ctx.db, 'admin');
    const before = (await admin.client.get('/api/versions')).body;
    const features = [
      { labelFr: ' Export ', labelEn: 'Export', free: offer(false), premium: offer(true, '', '') },
      { labelFr: 'Prix', labelEn: 'Price', free: offer(true, 'Gratuit'), premium: offer(true) },
    ];
    const saved = await admin.client.post('/api/versions', { features });
    expect(saved.status).toBe(200);
    expect(saved.body.features).toEqual([
      { labelFr: 'Export', labelEn: 'Export', free: offer(false), premium: offer(true) },
      { labelFr: 'Prix', labelEn: 'Price', free: offer(true, 'Gratuit'), premium: offer(true) },
    ]);
    expect((await admin.client.get('/api/versions')).body).toEqual(saved.body);
    await admin.client.post('/api/versions', before);
    expect((await admin.client.get('/api/versions')).body).toEqual(before);
  });

  it('refuses a blank label or an empty table, and non-admins, changing nothing', async () => {
    const admin = await signedIn(ctx.db, 'admin');
    const before = (await admin.client.get('/api/versions')).body;
    const blank = await admin.client.post('/api/versions', {
      features: [{ labelFr: ' ', labelEn: 'x', free: offer(true), premium: offer(true) }],
    });
    expect([blank.status, blank.body]).toEqual([400, { messageCode: 'versions.label.isRequired' }]);
    const empty = await admin.client.post('/api/versions', { features: [] });
    expect(empty.body).toEqual({ messageCode: 'versions.features.isRequired' });
    const user = await signedIn(ctx.db, 'user');
    expect((await user.client.post('/api/versions', before)).status).toBe(403);
    expect((await anonymous(ctx.db).post('/api/versions', before)).status).toBe(401);
    expect((await admin.client.get('/api/versions')).body).toEqual(before);
  });
});
