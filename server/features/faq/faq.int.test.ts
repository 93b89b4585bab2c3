import { expect, it } from 'vitest';
import { FAQ_PAGES } from '../../../contract/faq';
import { anonymous, signedIn } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';

describeOnDatabases('faq', (ctx) => {
  it('answers every help page in French and in English, in the same order', async () => {
    const user = await signedIn(ctx.db, 'user');
    const fr = await user.client.get('/api/faq/fr');
    const en = await user.client.get('/api/faq/en');
    expect([fr.status, en.status]).toEqual([200, 200]);
    const pages = (body: { page: string }[]) => body.map((entry) => entry.page);
    expect(pages(fr.body)).toEqual([...FAQ_PAGES]);
    expect(pages(en.body)).toEqual([...FAQ_PAGES]);
    expect(fr.body[0].question).toBe('Comment bien démarrer avec Pécule ?');
    expect(en.body[0].question).toBe('How do I get started with Pécule?');
    for (const entry of [...fr.body, ...en.body]) {
      expect(entry.sections.length, entry.page).toBeGreaterThan(0);
    }
  });

  it('answers 400 for another language, and 401 anonymously', async () => {
    const user = await signedIn(ctx.db, 'user');
    expect((await user.client.get('/api/faq/de')).status).toBe(400);
    expect((await anonymous(ctx.db).get('/api/faq/fr')).status).toBe(401);
  });
});
