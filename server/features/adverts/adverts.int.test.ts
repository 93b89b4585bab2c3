import { beforeEach, expect, it } from 'vitest';
import { ADVERT_CATEGORIES } from '../../../contract/adverts';
import { anonymous, signedIn, type SignedIn } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';

const BANK_OFFER = {
  name: 'Banque en ligne',
  url: 'https://partner.example/bank?ref=pecule',
  img: 'https://partner.example/logo.png',
  desc: '80 € offerts',
  category: 'BANK',
  location: 'faq',
};

describeOnDatabases('adverts and comparator', (ctx) => {
  let admin: SignedIn;

  beforeEach(async () => {
    admin = await signedIn(ctx.db, 'admin');
  });

  const create = async (body: object) => {
    const res = await admin.client.post('/api/adverts/0', body);
    expect(res.status).toBe(200);
    return res.body as { advertId: number };
  };

  it('creates, lists, updates and deletes adverts; the comparator lists all 22 categories', async () => {
    const created = await create(BANK_OFFER);
    expect(created).toEqual({ advertId: expect.any(Number), ...BANK_OFFER });
    const updated = await admin.client.post(`/api/adverts/${created.advertId}`, {
      ...BANK_OFFER,
      img: '',
      location: null,
    });
    expect(updated.body).toMatchObject({ img: null, location: null });
    expect((await admin.client.get('/api/adverts')).body).toContainEqual(updated.body);

    const dev = await signedIn(ctx.db, 'dev');
    const comparator = (await dev.client.get('/api/comparator')).body as {
      category: string;
      adverts: { advertId: number }[];
    }[];
    expect(comparator.map((entry) => entry.category)).toEqual([...ADVERT_CATEGORIES]);
    const bank = comparator.find((entry) => entry.category === 'BANK');
    expect(bank?.adverts.map((advert) => advert.advertId)).toContain(created.advertId);
    expect(comparator.find((entry) => entry.category === 'WATER')?.adverts).toEqual([]);

    expect((await admin.client.delete(`/api/adverts/${created.advertId}`)).status).toBe(204);
    expect((await admin.client.delete(`/api/adverts/${created.advertId}`)).status).toBe(404);
    expect((await admin.client.post(`/api/adverts/${created.advertId}`, BANK_OFFER)).status).toBe(
      404,
    );
  });

  it('refuses a missing name or category and addresses other than web ones, saving nothing', async () => {
    const before = (await admin.client.get('/api/adverts')).body;
    const cases: [object, string][] = [
      [{ name: ' ' }, 'advert.name.isRequired'],
      [{ category: 'CASINO' }, 'advert.category.isRequired'],
      [{ url: 'javascript:alert(1)' }, 'advert.url.invalid'],
      [{ url: 'data:text/html,<script>alert(1)</script>' }, 'advert.url.invalid'],
      [{ img: 'javascript:alert(1)' }, 'advert.img.invalid'],
    ];
    for (const [change, code] of cases) {
      const res = await admin.client.post('/api/adverts/0', { ...BANK_OFFER, ...change });
      expect([res.status, res.body]).toEqual([400, { messageCode: code }]);
    }
    expect((await admin.client.get('/api/adverts')).body).toEqual(before);
  });

  it('answers 403 to non-admins and 401 anonymously; the comparator needs DEV', async () => {
    const { advertId } = await create(BANK_OFFER);
    const user = await signedIn(ctx.db, 'user');
    const nobody = anonymous(ctx.db);
    for (const [client, status] of [
      [user.client, 403],
      [nobody, 401],
    ] as const) {
      expect((await client.get('/api/adverts')).status).toBe(status);
      expect((await client.post('/api/adverts/0', BANK_OFFER)).status).toBe(status);
      expect((await client.post(`/api/adverts/${advertId}`, BANK_OFFER)).status).toBe(status);
      expect((await client.delete(`/api/adverts/${advertId}`)).status).toBe(status);
      expect((await client.get('/api/comparator')).status).toBe(status);
    }
    expect((await admin.client.get('/api/adverts')).body).toContainEqual({
      advertId,
      ...BANK_OFFER,
    });
  });

  it('serves the advert frame escaped, sandboxed and without script', async () => {
    const hostile = await create({
      ...BANK_OFFER,
      name: '<script>alert("x")</script>',
      desc: '"><img src=x onerror=alert(1)>',
      url: 'https://partner.example/?a=1&b="2"',
    });
    const user = await signedIn(ctx.db, 'user');
    const frame = await user.client.get('/api/publicidea/faq.html?language=en');
    expect(frame.status).toBe(200);
    expect(frame.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(csp).toContain('sandbox allow-popups');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(frame.text).not.toContain('<script');
    expect(frame.text).not.toContain('<img src=x');
    expect(frame.text).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(frame.text).toContain('href="https://partner.example/?a=1&#38;b=&#34;2&#34;"');
    expect(frame.text).toContain('Partner offers');
    expect((await user.client.get('/api/publicidea/faq/count')).body).toEqual({ count: 2 });

    for (const advert of (await admin.client.get('/api/adverts')).body as { advertId: number }[]) {
      await admin.client.delete(`/api/adverts/${advert.advertId}`);
    }
    expect(hostile.advertId).toBeGreaterThan(0);
    const empty = await user.client.get('/api/publicidea/faq.html');
    expect(empty.text).toContain('Aucune offre partenaire pour le moment.');
    expect((await user.client.get('/api/publicidea/faq/count')).body).toEqual({ count: 0 });
    expect((await anonymous(ctx.db).get('/api/publicidea/faq/count')).status).toBe(401);
    expect((await user.client.get('/api/publicidea/home.html')).status).toBe(400);
    expect((await user.client.get('/api/publicidea/elsewhere.html')).status).toBe(400);
    expect((await anonymous(ctx.db).get('/api/publicidea/faq.html')).status).toBe(401);
  });
});
