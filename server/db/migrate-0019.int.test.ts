import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';

const refused = (write: Promise<unknown>) =>
  expect(
    write.then(
      () => 'accepted',
      () => 'refused',
    ),
  ).resolves.toBe('refused');

describeOnDatabases('migration 0019 (admin content)', (ctx) => {
  it('keeps at most one version of the terms in force', async () => {
    const inForce = await ctx.db.kysely
      .selectFrom('cgus')
      .select(['id', 'publishedAt'])
      .where('used', '=', 1)
      .execute();
    expect(inForce).toHaveLength(1);
    expect(inForce[0]?.publishedAt).not.toBeNull();
    await refused(
      ctx.db.kysely
        .insertInto('cgus')
        .values({ name: 'B', contentFr: 'b', used: 1, createdAt: '2026-01-01T00:00:00Z' })
        .execute(),
    );
  });

  it('refuses adverts outside the 22 categories, the locations or web addresses', async () => {
    const advert = {
      name: 'Offre',
      url: 'https://partner.example',
      category: 'BANK',
      createdAt: '2026-01-01T00:00:00Z',
    };
    const insert = (changes: object) =>
      ctx.db.kysely
        .insertInto('adverts')
        .values({ ...advert, ...changes })
        .execute();
    await insert({});
    await refused(insert({ category: 'CASINO' }));
    await refused(insert({ location: 'sidebar' }));
    await refused(insert({ url: 'javascript:alert(1)' }));
    await refused(insert({ img: 'data:image/png;base64,AAAA' }));
  });
});
