import { FunctionalityCode, Role, functionality } from '../../../contract/access';
import * as advertsApi from '../../../contract/endpoints/adverts';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { ADVERT_FRAME_CSP, advertFrame } from './adverts-frame';
import { advertsAt, comparator, deleteAdvert, listAdverts, saveAdvert } from './adverts.service';

const admin = [Role.admin] as const;

export function advertsRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(advertsApi.getComparator, {
      access: [Role.user, functionality(FunctionalityCode.dev)],
      summary: 'Partner offers by comparator category, every category listed (FUNCTIONALITY_DEV)',
      handle: () => comparator(db.kysely),
    }),
    defineRoute(advertsApi.showAdvertFrame, {
      access: [Role.authenticated],
      summary: 'The advert frame of a location: sandboxed HTML, no script',
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
    defineRoute(advertsApi.countAdverts, {
      access: [Role.authenticated],
      summary: 'How many partner offers a location shows, so the app hides an empty frame',
      handle: async ({ params }) => ({
        count: (await advertsAt(db.kysely, params.location)).length,
      }),
    }),
    defineRoute(advertsApi.listAdverts, {
      access: admin,
      summary: 'Every partner advert (admins)',
      handle: () => listAdverts(db.kysely),
    }),
    defineRoute(advertsApi.saveAdvert, {
      access: admin,
      summary: 'Creates (advertId 0) or updates a partner advert (admins)',
      handle: ({ params, body }) => saveAdvert(db.kysely, params.advertId, body, clock()),
    }),
    defineRoute(advertsApi.deleteAdvert, {
      access: admin,
      summary: 'Deletes a partner advert (admins)',
      reply: 'empty',
      handle: ({ params }) => deleteAdvert(db.kysely, params.advertId),
    }),
  ];
}
