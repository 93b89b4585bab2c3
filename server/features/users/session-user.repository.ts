import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';

// The one statement every signed-in request runs: the session with its user, profile, roles and
// preferences, and what the hot routes would otherwise read on their own (issue 27): the books
// version (the month page's kept copy), the terms agreement and whether a subscription is live
// (GET /api/user). Each extra is a lookup by key, cheaper than a statement of its own.

type Builder = ExpressionBuilder<Database, 'users'>;

/** The user's roles as one comma-separated text. */
export function rolesList(db: Executor) {
  const aggregate =
    db.getExecutor().adapter instanceof PostgresAdapter ? 'string_agg' : 'group_concat';
  return sql<
    string | null
  >`(select ${sql.raw(aggregate)}(role, ',') from user_roles where user_roles.user_id = users.id)`;
}

/** The version of the user's books (bumped by every change of them), null before the first. */
export const booksVersionOf = (eb: Builder) =>
  eb
    .selectFrom('booksVersions')
    .select('version')
    .whereRef('booksVersions.userId', '=', 'users.id');

/** True unless terms are in force that the user has not agreed to. */
export const agreedCguOf = (eb: Builder) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('cgus')
        .select('cgus.id')
        // A literal, so the partial index of the terms in force answers: with a parameter the
        // planner cannot prove it applies and reads the table, walking each row's long texts.
        .where('cgus.used', '=', sql.lit(1))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('cguAgreements')
                .select('cguAgreements.cguId')
                .whereRef('cguAgreements.cguId', '=', 'cgus.id')
                .whereRef('cguAgreements.userId', '=', 'users.id'),
            ),
          ),
        ),
    ),
  );

export const liveSubscriptionOf = (eb: Builder) =>
  eb.exists(
    eb
      .selectFrom('subscriptions')
      .select('subscriptions.id')
      .whereRef('subscriptions.userId', '=', 'users.id')
      .where('subscriptions.deleted', '=', 0),
  );

/** What a request's user is read with, from users joined with profiles and preferences. */
export const USER_COLUMNS = [
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
] as const;

/** The row of a request's user, its looked-up facts as numbers and booleans. */
export function requestUserOf<
  R extends { booksVersion: unknown; agreedCgu: unknown; liveSubscription: unknown },
>({ booksVersion, agreedCgu, liveSubscription, ...user }: R) {
  return {
    ...user,
    booksVersion: booksVersion === null ? null : Number(booksVersion),
    agreedCgu: Boolean(agreedCgu),
    liveSubscription: Boolean(liveSubscription),
  };
}

const userOfSession = prepared((db, sessionId: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .leftJoin('preferences', 'preferences.userId', 'users.id')
    .select((eb) => [
      ...USER_COLUMNS,
      'sessions.id as sessionId',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt as sessionLastSeenAt',
      'sessions.expiresAt as sessionExpiresAt',
      rolesList(db).as('roles'),
      booksVersionOf(eb).as('booksVersion'),
      agreedCguOf(eb).as('agreedCgu'),
      liveSubscriptionOf(eb).as('liveSubscription'),
    ])
    .where('sessions.id', '=', sessionId),
);

export async function findUserOfSession(db: Executor, sessionId: string) {
  const [row] = await userOfSession(db, sessionId);
  return row && requestUserOf(row);
}
