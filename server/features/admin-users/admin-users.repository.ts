import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { Role } from '../../../contract/access';
import {
  ADMIN_ANNUAL_THRESHOLD_CENTS,
  type UserOrder,
  type UsersFilter,
} from '../../../contract/admin-users';
import { chunks } from '../../db/chunks';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';
import {
  PREMIUM_PROFILE,
  SUBSCRIPTION_TYPE_RULES,
  type SubscriptionTypeRule,
} from './subscription-types';

type UsersQuery = SelectQueryBuilder<Database, 'users' | 'profiles', object>;
type Eb = ExpressionBuilder<Database, 'users' | 'profiles'>;

/** The list's filter; `createdBefore` is the instant after the last day of the range. */
export interface UsersWhere extends Partial<Omit<UsersFilter, 'orderBy' | 'endDate'>> {
  createdBefore?: string;
}

function liveSubscription(eb: Eb, rule: Extract<SubscriptionTypeRule, { kind: 'paid' }>) {
  const amount = rule.period === 'MONTHLY' ? '<' : '>=';
  return eb.exists(
    eb
      .selectFrom('subscriptions')
      .select('subscriptions.id')
      .whereRef('subscriptions.userId', '=', 'users.id')
      .where('subscriptions.deleted', '=', 0)
      .where('subscriptions.type', '=', rule.subscription)
      .where('subscriptions.amount', amount, ADMIN_ANNUAL_THRESHOLD_CENTS),
  );
}

/** The SQL reading of a SUBSCRIPTION_TYPE_RULES entry (subscription-types.ts reads it in TS). */
function subscriptionTypeCondition(eb: Eb, rule: SubscriptionTypeRule) {
  if (rule.kind === 'paid') return liveSubscription(eb, rule);
  const premium = eb('profiles.name', '=', PREMIUM_PROFILE);
  if (rule.withEndDate) return eb.and([premium, eb('users.profileEndDate', 'is not', null)]);
  const livePremium = eb
    .selectFrom('subscriptions')
    .select('subscriptions.id')
    .whereRef('subscriptions.userId', '=', 'users.id')
    .where('subscriptions.deleted', '=', 0)
    .where('subscriptions.type', '=', 'PREMIUM');
  return eb.and([premium, eb('users.profileEndDate', 'is', null), eb.not(eb.exists(livePremium))]);
}

function filtered(db: Executor, where: UsersWhere): UsersQuery {
  let query = db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.profileId');
  if (where.profileId !== undefined) query = query.where('users.profileId', '=', where.profileId);
  if (where.activeStatus === 'ACTIVE') query = query.where('users.active', '=', 1);
  if (where.activeStatus === 'INACTIVE') query = query.where('users.active', '=', 0);
  if (where.activeStatus === 'LOCKED') query = query.where('users.locked', '=', 1);
  if (where.startDate) query = query.where('users.creationDate', '>=', where.startDate);
  if (where.createdBefore) query = query.where('users.creationDate', '<', where.createdBefore);
  const type = where.subscriptionType;
  if (type)
    query = query.where((eb) => subscriptionTypeCondition(eb, SUBSCRIPTION_TYPE_RULES[type]));
  return query;
}

export async function countUsers(db: Executor, where: UsersWhere): Promise<number> {
  const row = await filtered(db, where)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const ORDERS: Record<UserOrder, ['users.creationDate' | 'users.loginKey', 'asc' | 'desc']> = {
  'creationDate,desc': ['users.creationDate', 'desc'],
  'creationDate,asc': ['users.creationDate', 'asc'],
  'login,asc': ['users.loginKey', 'asc'],
  'login,desc': ['users.loginKey', 'desc'],
};

function userColumns(query: UsersQuery) {
  return query
    .leftJoin('preferences', 'preferences.userId', 'users.id')
    .select([
      'users.id',
      'users.login',
      'users.usageName',
      'users.email',
      'users.profileId',
      'profiles.name as profileName',
      'users.profileEndDate',
      'users.comment',
      'users.locked',
      'users.active',
      'users.creationDate',
      'users.lastConnection',
      'users.language',
      'preferences.modeAutoImport',
    ]);
}
export type UserRow = Awaited<ReturnType<typeof findUser>> & object;

/** A page of users (or all of them with `page` undefined), newest first unless told. */
export function findUsers(
  db: Executor,
  where: UsersWhere,
  orderBy: UserOrder,
  page?: { offset: number; limit: number },
) {
  const [column, direction] = ORDERS[orderBy];
  let query = userColumns(filtered(db, where))
    .orderBy(column, direction)
    .orderBy('users.id', direction);
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export function findUser(db: Executor, userId: number) {
  return userColumns(filtered(db, {})).where('users.id', '=', userId).executeTakeFirst();
}

export function findUsersByIds(db: Executor, ids: readonly number[]) {
  return Promise.all(
    chunks(ids).map((part) =>
      userColumns(filtered(db, {})).where('users.id', 'in', part).execute(),
    ),
  ).then((parts) => parts.flat());
}

export async function findSubscriptionsOf(db: Executor, userIds: readonly number[]) {
  const parts = await Promise.all(
    chunks(userIds).map((part) =>
      db.selectFrom('subscriptions').selectAll().where('userId', 'in', part).execute(),
    ),
  );
  return parts.flat();
}

export async function findAdminIds(db: Executor, userIds: readonly number[]): Promise<number[]> {
  const parts = await Promise.all(
    chunks(userIds).map((part) =>
      db
        .selectFrom('userRoles')
        .select('userId')
        .where('role', '=', Role.admin)
        .where('userId', 'in', part)
        .execute(),
    ),
  );
  return parts.flat().map((row) => row.userId);
}

/** Accounts never activated, with an address, created in [from, before). */
export function findInactiveUsers(db: Executor, from: string, before: string) {
  return db
    .selectFrom('users')
    .select(['id', 'login', 'email', 'language'])
    .where('active', '=', 0)
    .where('email', 'is not', null)
    .where('creationDate', '>=', from)
    .where('creationDate', '<', before)
    .orderBy('id')
    .execute();
}
