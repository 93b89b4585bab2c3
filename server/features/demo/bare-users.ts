import { ProfileName, Role } from '../../../contract/access';
import { DAY_MS } from '../../../contract/dates';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import { hashPassword } from '../users/passwords';
import { Prng } from './prng';

const SPREAD_DAYS = 5 * 365;
const FIRST_CREATION = Date.parse('2021-01-01T00:00:00Z');

/**
 * Accounts without books (the admin user list's volume): `bare1`..`bareN` sharing one password
 * hash, created over five years, mostly USER, some PREMIUM (gift, discovery or paying), some
 * inactive or locked, a few paying for auto-import. Rows go in by bulk, not through signup.
 */
export async function insertBareUsers(db: Executor, count: number, seed = 1): Promise<void> {
  const prng = new Prng(seed);
  const passwordHash = await hashPassword('bare1234');
  const profiles = await db.selectFrom('profiles').select(['id', 'name']).execute();
  const profileId = (name: string) => profiles.find((p) => p.name === name)!.id;
  const users = Array.from({ length: count }, (_, i) => {
    const premium = prng.chance(0.2);
    const created = FIRST_CREATION + Math.floor(prng.next() * SPREAD_DAYS * DAY_MS);
    return {
      login: `bare${i + 1}`,
      loginKey: `bare${i + 1}`,
      email: `bare${i + 1}@pecule.local`,
      passwordHash,
      usageName: `Bare ${i + 1}`,
      profileId: profileId(premium ? ProfileName.premium : ProfileName.user),
      profileEndDate: premium && prng.chance(0.3) ? '2026-12-31' : null,
      active: prng.chance(0.9) ? 1 : 0,
      locked: prng.chance(0.02) ? 1 : 0,
      creationDate: new Date(created).toISOString(),
      lastConnection: new Date(created + prng.int(0, 300) * DAY_MS).toISOString(),
    } as const;
  });
  await bulkInsert(db, 'users', users);
  const ids = await db
    .selectFrom('users')
    .select(['id', 'profileId', 'creationDate'])
    .where('loginKey', 'like', 'bare%')
    .execute();
  await bulkInsert(
    db,
    'userRoles',
    ids.map((user) => ({ userId: user.id, role: Role.user })),
  );
  const premiumId = profileId(ProfileName.premium);
  const subscriptions = ids.flatMap((user) => {
    const rows = [];
    if (user.profileId === premiumId && prng.chance(0.5)) {
      rows.push({ type: 'PREMIUM', amount: prng.chance(0.6) ? 499 : 4990 });
    }
    if (prng.chance(0.05))
      rows.push({ type: 'AUTO_IMPORT', amount: prng.chance(0.5) ? 299 : 2990 });
    return rows.map((row) => ({
      userId: user.id,
      ...row,
      subscrDate: user.creationDate,
      deleted: prng.chance(0.1) ? (1 as const) : (0 as const),
    }));
  });
  await bulkInsert(db, 'subscriptions', subscriptions);
}
