import { beforeAll, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { givenUserCreatedOn, signedInAdmin } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';
import type { TestClient } from '../../test/test-app';

describeOnDatabases('admin: the user list', (ctx) => {
  let client: TestClient;
  const ids: Record<string, number> = {};
  const range = 'startDate=2001-03-01&endDate=2001-03-31';

  beforeAll(async () => {
    ({ client } = await signedInAdmin(ctx.db));
    const days = ['2001-03-01', '2001-03-10', '2001-03-20', '2001-03-31'];
    for (const [i, day] of days.entries())
      ids[`u${i}`] = (await givenUserCreatedOn(ctx.db, day)).id;
    await givenUserCreatedOn(ctx.db, '2001-04-01');
    ids.premiumGift = (
      await givenUserCreatedOn(ctx.db, '2001-03-15', { profileName: ProfileName.premium })
    ).id;
    ids.discovery = (
      await givenUserCreatedOn(ctx.db, '2001-03-16', { profileName: ProfileName.premium })
    ).id;
    ids.monthly = (
      await givenUserCreatedOn(ctx.db, '2001-03-17', { profileName: ProfileName.premium })
    ).id;
    ids.inactive = (await givenUserCreatedOn(ctx.db, '2001-03-18', { active: false })).id;
    await ctx.db.kysely
      .updateTable('users')
      .set({ profileEndDate: '2001-06-01' })
      .where('id', '=', ids.discovery!)
      .execute();
    await ctx.db.kysely
      .insertInto('subscriptions')
      .values([
        {
          userId: ids.monthly!,
          type: 'PREMIUM',
          amount: 499,
          subscrDate: '2001-03-17T00:00:00Z',
          deleted: 0,
        },
        {
          userId: ids.u0!,
          type: 'AUTO_IMPORT',
          amount: 4990,
          subscrDate: '2001-03-01T00:00:00Z',
          deleted: 0,
        },
        {
          userId: ids.u1!,
          type: 'AUTO_IMPORT',
          amount: 4990,
          subscrDate: '2001-03-01T00:00:00Z',
          deleted: 1,
        },
      ])
      .execute();
  });

  const list = async (query: string) => {
    const res = await client.get(`/api/users?${range}&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { content: { idUser: number }[]; number: number; totalElements: number };
  };

  it('answers a page from 0, newest creation first, with the total', async () => {
    const first = await list('size=3');
    expect(first.number).toBe(0);
    expect(first.totalElements).toBe(8);
    expect(first.content.map((u) => u.idUser)).toEqual([ids.u3, ids.u2, ids.inactive]);
    const third = await list('size=3&page=2');
    expect(third.content.map((u) => u.idUser)).toEqual([ids.u1, ids.u0]);
  });

  it('includes the whole last day of the range and nothing after it', async () => {
    const page = await list('paginate=no');
    expect(page.content).toHaveLength(8);
    expect(page.content.map((u) => u.idUser)).toContain(ids.u3);
  });

  it('filters by profile and by active status', async () => {
    const premium = await ctx.db.kysely
      .selectFrom('profiles')
      .select('id')
      .where('name', '=', 'PREMIUM')
      .executeTakeFirstOrThrow();
    expect((await list(`profileId=${premium.id}`)).totalElements).toBe(3);
    expect((await list('activeStatus=INACTIVE')).content.map((u) => u.idUser)).toEqual([
      ids.inactive,
    ]);
    expect((await list('activeStatus=ACTIVE')).totalElements).toBe(7);
  });

  it.each([
    ['FREE_PREMIUM', 'premiumGift'],
    ['DISCOVERY_PREMIUM', 'discovery'],
    ['MONTHLY_PREMIUM', 'monthly'],
    ['ANNUAL_AUTO_IMPORT', 'u0'],
  ])('filters subscriptionType=%s', async (type, who) => {
    const page = await list(`subscriptionType=${type}`);
    expect(page.content.map((u) => u.idUser)).toEqual([ids[who]]);
    expect(page.content[0]).toMatchObject({ subscriptionTypes: [type] });
  });

  it('refuses a malformed date or an unknown filter value', async () => {
    expect((await client.get('/api/users?startDate=01/03/2001')).body).toEqual({
      messageCode: 'utils.wrong-date-format',
    });
    expect((await client.get('/api/users?subscriptionType=GOLD')).status).toBe(400);
  });

  it('shows one user without any password field, and 404 for an unknown id', async () => {
    const res = await client.get(`/api/users/${ids.monthly}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      idUser: ids.monthly,
      profile: { name: 'PREMIUM' },
      subscriptions: [{ type: 'PREMIUM', amount: 499, deleted: false }],
      locked: false,
      active: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    expect((await client.get('/api/users/999999')).status).toBe(404);
  });
});
