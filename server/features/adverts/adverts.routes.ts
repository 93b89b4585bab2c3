import { z } from 'zod';
import { FunctionalityCode, Role, functionality } from '../../../contract/access';
import {
  advertDtoSchema,
  advertIdParamsSchema,
  advertLocationParamsSchema,
  advertSaveParamsSchema,
  advertSaveSchema,
  comparatorSchema,
} from '../../../contract/adverts';
import { languageSchema } from '../../../contract/language-schema';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { ADVERT_FRAME_CSP, advertFrame } from './adverts-frame';
import { advertsAt, comparator, deleteAdvert, listAdverts, saveAdvert } from './adverts.service';

const admin = [Role.admin] as const;

export function advertsRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/comparator',
      access: [Role.user, functionality(FunctionalityCode.dev)],
      summary: 'Partner offers by comparator category, every category listed (FUNCTIONALITY_DEV)',
      answer: comparatorSchema,
      handle: () => comparator(db.kysely),
    }),
    defineRoute({
      method: 'get',
      path: '/api/publicidea/:location.html',
      access: [Role.authenticated],
      summary: 'The advert frame of a location: sandboxed HTML, no script',
      params: advertLocationParamsSchema,
      query: z.object({ language: languageSchema.default('fr') }),
      reply: 'custom',
      produces: 'text/html',
      handle: async ({ params, query, res }) => {
        const page = advertFrame(await advertsAt(db.kysely, params.location), query.language);
        res
          .set({
            'Content-Security-Policy': ADVERT_FRAME_CSP,
            'X-Frame-Options': 'SAMEORIGIN',
            'Cache-Control': 'no-store',
          })
          .type('html')
          .send(page);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/adverts',
      access: admin,
      summary: 'Every partner advert (admins)',
      answer: z.array(advertDtoSchema),
      handle: () => listAdverts(db.kysely),
    }),
    defineRoute({
      method: 'post',
      path: '/api/adverts/:advertId',
      access: admin,
      summary: 'Creates (advertId 0) or updates a partner advert (admins)',
      params: advertSaveParamsSchema,
      body: advertSaveSchema,
      answer: advertDtoSchema,
      handle: ({ params, body }) => saveAdvert(db.kysely, params.advertId, body, clock()),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/adverts/:advertId',
      access: admin,
      summary: 'Deletes a partner advert (admins)',
      params: advertIdParamsSchema,
      reply: 'empty',
      handle: ({ params }) => deleteAdvert(db.kysely, params.advertId),
    }),
  ];
}
