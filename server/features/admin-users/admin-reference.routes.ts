import { Role } from '../../../contract/access';
import * as adminReferenceApi from '../../../contract/endpoints/admin-reference';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/request-context';
import { defineRoute } from '../../http/route';
import * as reference from './admin-reference.service';
import { exportUsers } from './admin-users.service';

const admin = [Role.admin];

export function adminReferenceRoutes({ db, clock, logger }: AppContext) {
  return [
    defineRoute(adminReferenceApi.countUsersPerProfile, {
      access: admin,
      summary: 'How many users each profile has',
      handle: () => reference.countPerProfile(db.kysely),
    }),
    defineRoute(adminReferenceApi.getUsageSummary, {
      access: admin,
      summary:
        'Sign-ups per month, users active in the last 30 days, operations, imports, sync connections',
      handle: () => reference.usageSummary(db.kysely, clock()),
    }),
    defineRoute(adminReferenceApi.listProfiles, {
      access: admin,
      summary: 'The profiles, and which ones the user modal may give',
      handle: () => reference.listProfiles(db.kysely),
    }),
    defineRoute(adminReferenceApi.listPacks, {
      access: admin,
      summary: 'The paid packs (premium and auto-import, monthly and annual)',
      handle: () => reference.listPacks(),
    }),
    defineRoute(adminReferenceApi.listFunctionalities, {
      access: admin,
      summary: 'Every functionality',
      handle: () => reference.listFunctionalities(db.kysely),
    }),
    defineRoute(adminReferenceApi.listOwnFunctionalities, {
      access: [Role.authenticated],
      summary: 'The signed-in user’s own functionalities',
      handle: ({ user }) => user.profile.functionalities,
    }),
    defineRoute(adminReferenceApi.exportUsers, {
      access: admin,
      summary:
        'The users as CSV (every one, or the listed ids); the file name in Content-Disposition',
      reply: 'custom',
      handle: async ({ user, body, req, res }) => {
        const ids = body.users?.split(',').map(Number);
        const by = actorOf(logger, user, req);
        const { csv, fileName } = await exportUsers(db.kysely, by, ids, clock());
        res.type('text/csv; charset=utf-8').attachment(fileName).send(csv);
      },
    }),
  ];
}
