import { z } from 'zod';
import { idParamSchema } from '../../../contract/ids';
import { Role } from '../../../contract/access';
import { adminUserSchema, usersPageSchema, usersQuerySchema } from '../../../contract/admin-users';
import {
  activationReminderQuerySchema,
  activationReminderSchema,
  createAdminSchema,
  modeAutoImportSchema,
  profileAndCommentSchema,
} from '../../../contract/admin-users-actions';
import { DONE, doneAnswerSchema, valueAnswerSchema } from '../../../contract/answers';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/request-context';
import { defineRoute } from '../../http/route';
import type { AdminActor } from '../admin-audit/admin-audit.service';
import * as actions from './admin-users-actions.service';
import { remindActivation, resetPassword } from './admin-users-mail.service';
import { getUser, listUsers } from './admin-users.service';

const admin = [Role.admin];
const userIdParams = z.object({ userId: idParamSchema });
const idUserParams = z.object({ idUser: idParamSchema });

export function adminUsersRoutes({ db, clock, mail, logger }: AppContext) {
  const command = (
    path: string,
    summary: string,
    run: (admin: AdminActor, userId: number) => Promise<unknown>,
  ) =>
    defineRoute({
      method: 'post',
      path: `/api/users/:userId/${path}`,
      access: admin,
      summary,
      params: userIdParams,
      answer: doneAnswerSchema,
      handle: async ({ user, params, req }) => {
        await run(actorOf(logger, user, req), params.userId);
        return DONE;
      },
    });
  return [
    defineRoute({
      method: 'get',
      path: '/api/users',
      access: admin,
      summary: 'A page of users (from 0), newest first, filtered; every user with paginate=no',
      query: usersQuerySchema,
      answer: usersPageSchema,
      handle: ({ query }) => listUsers(db.kysely, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/users/:userId',
      access: admin,
      summary: 'One user as the admin view shows it',
      params: userIdParams,
      answer: adminUserSchema,
      handle: ({ params }) => getUser(db.kysely, params.userId),
    }),
    command('resetPassword', 'Mails the user a password reset link', (by, id) =>
      resetPassword(db.kysely, by, id, mail, clock()),
    ),
    command('toggleLock', 'Locks the user (ending their sessions) or unlocks them', (by, id) =>
      actions.toggleLock(db.kysely, by, id, clock()),
    ),
    command('activate', 'Activates the user', (by, id) =>
      actions.activate(db.kysely, by, id, clock()),
    ),
    defineRoute({
      method: 'post',
      path: '/api/users/createAdmin',
      access: admin,
      summary: 'Creates another admin (every field required, the password confirmed)',
      body: createAdminSchema,
      answer: valueAnswerSchema(z.number().int()),
      handle: async ({ user, body, req }) => ({
        value: await actions.createAdmin(db.kysely, actorOf(logger, user, req), body, clock()),
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/users/activationReminder',
      access: admin,
      summary:
        'Mails a new activation link to the inactive users created in the range; pretend=true only counts them',
      query: activationReminderQuerySchema,
      body: activationReminderSchema,
      answer: valueAnswerSchema(z.number().int()),
      handle: async ({ user, query, body, req }) => ({
        value: await remindActivation(
          db.kysely,
          actorOf(logger, user, req),
          body,
          query.pretend === 'true',
          mail,
          clock(),
        ),
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/users/:idUser/profileAndComment',
      access: admin,
      summary: 'Gives a USER or PREMIUM profile, with a comment and an optional end date',
      params: idUserParams,
      body: profileAndCommentSchema,
      answer: doneAnswerSchema,
      handle: async ({ user, params, body, req }) => {
        const by = actorOf(logger, user, req);
        await actions.changeProfile(db.kysely, by, params.idUser, body, clock());
        return DONE;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/users/:idUser/modeAutoImport',
      access: admin,
      summary: 'Sets the user’s auto-import mode (AUTO, DEMAND or none)',
      params: idUserParams,
      body: modeAutoImportSchema,
      answer: doneAnswerSchema,
      handle: async ({ user, params, body, req }) => {
        await actions.changeModeAutoImport(
          db.kysely,
          actorOf(logger, user, req),
          params.idUser,
          body.modeAutoImport,
          clock(),
        );
        return DONE;
      },
    }),
  ];
}
