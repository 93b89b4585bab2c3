import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import {
  agreedCguOf,
  booksVersionOf,
  liveSubscriptionOf,
  requestUserOf,
  rolesList,
  USER_COLUMNS,
} from './session-user.repository';

// A request carrying a personal API token has no session: its user is read by id, with what the
// session's one statement reads (session-user.repository.ts), but the session's own columns.

const userById = prepared((db, userId: number) =>
  db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .leftJoin('preferences', 'preferences.userId', 'users.id')
    .select((eb) => [
      ...USER_COLUMNS,
      rolesList(db).as('roles'),
      booksVersionOf(eb).as('booksVersion'),
      agreedCguOf(eb).as('agreedCgu'),
      liveSubscriptionOf(eb).as('liveSubscription'),
    ])
    .where('users.id', '=', userId),
);

export async function findUserOfToken(db: Executor, userId: number) {
  const [row] = await userById(db, userId);
  return row && requestUserOf(row);
}
