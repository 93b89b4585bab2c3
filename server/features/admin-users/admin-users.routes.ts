import { Role } from '../../../contract/access';
import { DONE } from '../../../contract/answers';
import * as adminUsersApi from '../../../contract/endpoints/admin-users';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/request-context';
import { defineRoute } from '../../http/route';
import type { AdminActor } from '../admin-audit/admin-audit.service';
import * as actions from './admin-users-actions.service';
import { remindActivation, resetPassword } from './admin-users-mail.service';
import { getUser, listUsers } from './admin-users.service';

const admin = [Role.admin];

type UserCommand =
  | typeof adminUsersApi.resetUserPassword
  | typeof adminUsersApi.toggleUserLock
  | typeof adminUsersApi.activateUser;

export function adminUsersRoutes({ db, clock, mail, logger }: AppContext) {
  const command = (
    target: UserCommand,
    summary: string,
    run: (admin: AdminActor, userId: number) => Promise<unknown>,
  ) =>
    defineRoute(target, {
      access: admin,
      summary,
      handle: async ({ user, params, req }) => {
        await run(actorOf(logger, user, req), params.userId);
        return DONE;
      },
    });
  return [
    defineRoute(adminUsersApi.listUsers, {
      access: admin,
      summary: 'A page of users (from 0), newest first, filtered; every user with paginate=no',
      handle: ({ query }) => listUsers(db.kysely, query),
    }),
    defineRoute(adminUsersApi.getUser, {
      access: admin,
      summary: 'One user as the admin view shows it',
      handle: ({ params }) => getUser(db.kysely, params.userId),
    }),
    command(adminUsersApi.resetUserPassword, 'Mails the user a password reset link', (by, id) =>
      resetPassword(db.kysely, by, id, mail, clock()),
    ),
    command(
      adminUsersApi.toggleUserLock,
      'Locks the user (ending their sessions) or unlocks them',
      (by, id) => actions.toggleLock(db.kysely, by, id, clock()),
    ),
    command(adminUsersApi.activateUser, 'Activates the user', (by, id) =>
      actions.activate(db.kysely, by, id, clock()),
    ),
    defineRoute(adminUsersApi.createAdmin, {
      access: admin,
      summary: 'Creates another admin (every field required, the password confirmed)',
      handle: async ({ user, body, req }) => ({
        value: await actions.createAdmin(db.kysely, actorOf(logger, user, req), body, clock()),
      }),
    }),
    defineRoute(adminUsersApi.remindActivation, {
      access: admin,
      summary:
        'Mails a new activation link to the inactive users created in the range; pretend=true only counts them',
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
    defineRoute(adminUsersApi.saveProfileAndComment, {
      access: admin,
      summary: 'Gives a USER or PREMIUM profile, with a comment and an optional end date',
      handle: async ({ user, params, body, req }) => {
        const by = actorOf(logger, user, req);
        await actions.changeProfile(db.kysely, by, params.idUser, body, clock());
        return DONE;
      },
    }),
    defineRoute(adminUsersApi.saveModeAutoImport, {
      access: admin,
      summary: 'Sets the user’s auto-import mode (AUTO, DEMAND or none)',
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
