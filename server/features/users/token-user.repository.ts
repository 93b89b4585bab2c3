import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import {
  agreedCguOf,
  booksVersionOf,
  liveSubscriptionOf,
  rolesList,
} from './session-user.repository';

// A request carrying a personal API token has no session: its user is read by id, with what the
// session's one statement reads (session-user.repository.ts), but the session's own columns.

const userById = prepared((db, userId: number) =>
  db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .leftJoin('preferences', 'preferences.userId', 'users.id')
    .select((eb) => [
      'users.id',
      'users.login',
      'users.email',
      'users.phone',
      'users.phoneCode',
      'users.usageName',
      'users.zipcode',
      'users.language',
      'users.profileId',
      'users.profileEndDate',
      'users.active',
      'users.locked',
      'users.numberOfConnection',
      'profiles.name as profileName',
      'profiles.indexUrl as profileIndexUrl',
      'preferences.modeAutoImport',
      rolesList(db).as('roles'),
      booksVersionOf(eb).as('booksVersion'),
      agreedCguOf(eb).as('agreedCgu'),
      liveSubscriptionOf(eb).as('liveSubscription'),
    ])
    .where('users.id', '=', userId),
);

export async function findUserOfToken(db: Executor, userId: number) {
  const [row] = await userById(db, userId);
  if (!row) return undefined;
  const { booksVersion, agreedCgu, liveSubscription, ...user } = row;
  return {
    ...user,
    booksVersion: booksVersion === null ? null : Number(booksVersion),
    agreedCgu: Boolean(agreedCgu),
    liveSubscription: Boolean(liveSubscription),
  };
}
