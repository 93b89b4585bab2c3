import { z } from 'zod';
import { Role } from '../../../contract/access';
import { exportUsersSchema } from '../../../contract/admin-users';
import {
  countPerProfileSchema,
  functionalityDtoSchema,
  packDtoSchema,
  profileDtoSchema,
  usageSummarySchema,
} from '../../../contract/admin-users-actions';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/request-context';
import { defineRoute } from '../../http/route';
import * as reference from './admin-reference.service';
import { exportUsers } from './admin-users.service';

const admin = [Role.admin];

export function adminReferenceRoutes({ db, clock, logger }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/users/countPerProfile',
      access: admin,
      summary: 'How many users each profile has',
      answer: countPerProfileSchema,
      handle: () => reference.countPerProfile(db.kysely),
    }),
    defineRoute({
      method: 'get',
      path: '/api/users/usageSummary',
      access: admin,
      summary:
        'Sign-ups per month, users active in the last 30 days, operations, imports, sync connections',
      answer: usageSummarySchema,
      handle: () => reference.usageSummary(db.kysely, clock()),
    }),
    defineRoute({
      method: 'get',
      path: '/api/profile',
      access: admin,
      summary: 'The profiles, and which ones the user modal may give',
      answer: z.array(profileDtoSchema),
      handle: () => reference.listProfiles(db.kysely),
    }),
    defineRoute({
      method: 'get',
      path: '/api/packs',
      access: admin,
      summary: 'The paid packs (premium and auto-import, monthly and annual)',
      answer: z.array(packDtoSchema),
      handle: () => reference.listPacks(),
    }),
    defineRoute({
      method: 'get',
      path: '/api/functionalities',
      access: admin,
      summary: 'Every functionality',
      answer: z.array(functionalityDtoSchema),
      handle: () => reference.listFunctionalities(db.kysely),
    }),
    defineRoute({
      method: 'get',
      path: '/api/functionalities/users/current',
      access: [Role.authenticated],
      summary: 'The signed-in user’s own functionalities',
      answer: z.array(z.object({ code: z.string() })),
      handle: ({ user }) => user.profile.functionalities,
    }),
    defineRoute({
      method: 'post',
      path: '/api/export/users',
      access: admin,
      summary:
        'The users as CSV (every one, or the listed ids); the file name in Content-Disposition',
      body: exportUsersSchema,
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
