import { z } from 'zod';
import { Role } from '../../../contract/access';
import {
  cguDtoSchema,
  cguIdParamsSchema,
  cguSaveParamsSchema,
  cguSaveSchema,
} from '../../../contract/cgu';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { deleteCgu, getCgu, listCgus, saveCgu, usedCgus } from './cgu-admin.service';

const access = [Role.admin] as const;

/** Terms-of-use administration (spec 002 §5, §7). After cguRoutes: /current is not an id. */
export function cguAdminRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/cgu',
      access,
      summary: 'Every version of the terms, newest first, with their agreement counts',
      answer: z.array(cguDtoSchema),
      handle: () => listCgus(db.kysely),
    }),
    defineRoute({
      method: 'get',
      path: '/api/cgu/used',
      access,
      summary: 'The terms in force (a list of one, or empty)',
      answer: z.array(cguDtoSchema),
      handle: () => usedCgus(db.kysely),
    }),
    defineRoute({
      method: 'get',
      path: '/api/cgu/:idCgu',
      access,
      summary: 'One version of the terms',
      params: cguIdParamsSchema,
      answer: cguDtoSchema,
      handle: ({ params }) => getCgu(db.kysely, params.idCgu),
    }),
    defineRoute({
      method: 'post',
      path: '/api/cgu/:idCgu',
      access,
      summary:
        'Creates (idCgu 0) or updates terms; used true puts them in force, so every user accepts them at their next visit',
      params: cguSaveParamsSchema,
      body: cguSaveSchema,
      answer: cguDtoSchema,
      handle: ({ userId, params, body }) => saveCgu(db.kysely, userId, params.idCgu, body, clock()),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/cgu/:idCgu',
      access,
      summary:
        'Deletes terms nobody agreed to (cgu.delete.agreed) and not in force (admin.cgu.delete.used.desc)',
      params: cguIdParamsSchema,
      reply: 'empty',
      handle: ({ params }) => deleteCgu(db.kysely, params.idCgu),
    }),
  ];
}
