import { z } from 'zod';
import { idParamSchema } from '../../../contract/ids';
import { Role } from '../../../contract/access';
import { paymentLogSchema } from '../../../contract/subscriptions';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { byIp, rateLimit } from '../rate-limits/rate-limits.guards';
import { RATE_LIMITS } from '../rate-limits/rate-limits.service';
import { runInBackground } from '../../jobs/background';
import { raiseFromProvider } from './subscriptions-sync.service';

/**
 * The calls that take what the page says: payment logs (logged as claims, never acted on) and
 * the public subscription-date refresh, which only raises our copy to the provider's word (the
 * work runs after the answer, so neither the answer nor its time tells whether the id exists).
 */
export function subscriptionsPublicRoutes({ db, payments, clock, logger }: AppContext) {
  const logLimit = rateLimit(db, clock, RATE_LIMITS.paymentLogPerIp, byIp);
  return [
    defineRoute({
      method: 'post',
      path: '/api/paypal/log',
      access: [Role.user],
      summary: 'Logs what the payment page saw (size- and rate-limited, never trusted)',
      body: paymentLogSchema,
      reply: 'empty',
      guards: [logLimit],
      handle: ({ userId, body }) => {
        logger.info({ paymentLog: { ...body, idUser: userId } }, 'payment page log');
      },
    }),
    defineRoute({
      method: 'post',
      path: '/public/api/paypal/log',
      access: 'public',
      summary:
        'Logs what the payment page saw before sign-in (size- and rate-limited, never trusted)',
      body: paymentLogSchema,
      reply: 'empty',
      guards: [logLimit],
      handle: ({ body }) => {
        const { idUser, ...entry } = body;
        logger.info({ paymentLog: { ...entry, claimedIdUser: idUser } }, 'public payment page log');
      },
    }),
    defineRoute({
      method: 'post',
      path: '/public/api/user/:idUser/subscription-date',
      access: 'public',
      summary:
        'Asks the provider about the user’s waiting subscriptions and stores those it reports ' +
        'active; never lowers a right, answers alike for any id',
      params: z.object({ idUser: idParamSchema }),
      reply: 'empty',
      guards: [rateLimit(db, clock, RATE_LIMITS.subscriptionRefreshPerIp, byIp)],
      handle: ({ params }) => {
        runInBackground(logger, 'subscription refresh', () =>
          raiseFromProvider(db, payments.provider, params.idUser, clock()),
        );
      },
    }),
  ];
}
