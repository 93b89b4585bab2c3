import * as biApi from '../../../contract/endpoints/bi';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { biDepsOf } from './bi-deps';
import { receiveWebhook } from './bi-webhooks.service';

/** Public: the aggregator's servers call it; the signature is the authentication. */
export function biWebhooksRoutes(ctx: AppContext) {
  const deps = biDepsOf(ctx);
  return [
    defineRoute(biApi.receiveBiWebhook, {
      access: 'public',
      summary: 'The aggregator’s webhook (BI-Signature checked, each delivery handled once)',
      handle: async ({ params, req }) => {
        const delivery = {
          path: req.originalUrl.split('?')[0]!,
          date: req.get('BI-Signature-Date'),
          signature: req.get('BI-Signature'),
          body: req.rawBody,
        };
        await receiveWebhook(deps, params.event, delivery, req.body);
        return { received: true as const };
      },
    }),
  ];
}
