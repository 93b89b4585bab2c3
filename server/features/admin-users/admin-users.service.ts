import type { AdminUser, UsersPage, UsersQuery } from '../../../contract/admin-users';
import { addDays } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type AdminActor } from '../admin-audit/admin-audit.service';
import { exportFileName, usersToCsv } from './admin-users-csv';
import * as repository from './admin-users.repository';
import type { UserRow, UsersWhere } from './admin-users.repository';
import { subscriptionTypesOf } from './subscription-types';

/** The filter as the repository takes it: an end day includes every instant of that day. */
export function whereOf({
  endDate,
  orderBy: _orderBy,
  ...filter
}: Omit<UsersQuery, 'page' | 'size' | 'paginate'>): UsersWhere {
  return { ...filter, ...(endDate ? { createdBefore: addDays(endDate, 1) } : {}) };
}

/** The admin view of the rows, with their subscriptions and whether each is an admin. */
async function describe(db: Executor, rows: readonly UserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id);
  const [subscriptions, adminIds] = await Promise.all([
    repository.findSubscriptionsOf(db, ids),
    repository.findAdminIds(db, ids),
  ]);
  const admins = new Set(adminIds);
  return rows.map((row) => {
    const own = subscriptions
      .filter((s) => s.userId === row.id)
      .map((s) => ({
        subscriptionId: s.id,
        type: s.type,
        amount: s.amount,
        deleted: s.deleted === 1,
        trial: s.trial === 1,
        subscrDate: s.subscrDate,
        providerSubscriptionId: s.providerSubscriptionId,
      }));
    return {
      idUser: row.id,
      login: row.login,
      usageName: row.usageName,
      email: row.email,
      profile: { id: row.profileId, name: row.profileName },
      profileEndDate: row.profileEndDate,
      comment: row.comment,
      subscriptions: own,
      subscriptionTypes: subscriptionTypesOf({
        profileName: row.profileName,
        profileEndDate: row.profileEndDate,
        subscriptions: own,
      }),
      locked: row.locked === 1,
      active: row.active === 1,
      admin: admins.has(row.id),
      creationDate: row.creationDate,
      lastConnection: row.lastConnection,
      parameter: { modeAutoImport: row.modeAutoImport },
    };
  });
}

/** GET /api/users: a page (from 0) of the filtered users, or all of them with paginate=no. */
export async function listUsers(db: Executor, query: UsersQuery): Promise<UsersPage> {
  const where = whereOf(query);
  const all = query.paginate === 'no';
  const page = all ? undefined : { offset: query.page * query.size, limit: query.size };
  const [rows, totalElements] = await Promise.all([
    repository.findUsers(db, where, query.orderBy, page),
    all ? Promise.resolve(-1) : repository.countUsers(db, where),
  ]);
  return {
    content: await describe(db, rows),
    number: all ? 0 : query.page,
    size: all ? rows.length : query.size,
    totalElements: all ? rows.length : totalElements,
  };
}

/** Every user (newest first), or the listed ones, for the CSV export. */
async function usersForExport(db: Executor, ids: number[] | undefined): Promise<AdminUser[]> {
  const rows = ids
    ? await repository.findUsersByIds(db, ids)
    : await repository.findUsers(db, {}, 'creationDate,desc');
  return describe(db, rows);
}

/** The users' CSV (with a BOM for spreadsheets) and its dated file name; the export is audited. */
export async function exportUsers(
  db: Executor,
  admin: AdminActor,
  ids: number[] | undefined,
  now: number,
): Promise<{ csv: string; fileName: string }> {
  const users = await usersForExport(db, ids);
  await recordAdminAction(
    db,
    admin,
    { action: 'USERS_EXPORT', details: { count: users.length, selected: ids !== undefined } },
    now,
  );
  return { csv: `\uFEFF${usersToCsv(users)}`, fileName: exportFileName(now) };
}

export async function getUser(db: Executor, userId: number): Promise<AdminUser> {
  const row = await repository.findUser(db, userId);
  if (!row) throw AppError.notFound();
  const [user] = await describe(db, [row]);
  return user!;
}
