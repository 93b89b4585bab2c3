import { Role } from '../../../contract/access';
import * as paymentsApi from '../../../contract/endpoints/subscriptions-public';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { byIp, rateLimit } from '../rate-limits/rate-limits.guards';
import { RATE_LIMITS } from '../rate-limits/rate-limits.service';
import { raiseFromProviderLater } from './subscriptions-sync.service';

/**
 * The calls that take what the page says: payment logs (logged as claims, never acted on) and
 * the public subscription-date refresh, which only raises our copy to the provider's word (the
 * work runs after the answer, so neither the answer nor its time tells whether the id exists).
 */
export function subscriptionsPublicRoutes({ db, payments, clock, logger }: AppContext) {
  const logLimit = rateLimit(db, clock, RATE_LIMITS.paymentLogPerIp, byIp);
  return [
    defineRoute(paymentsApi.logPaymentPage, {
      access: [Role.user],
      summary: 'Logs what the payment page saw (size- and rate-limited, never trusted)',
      reply: 'empty',
      guards: [logLimit],
      handle: ({ userId, body }) => {
        logger.info({ paymentLog: { ...body, idUser: userId } }, 'payment page log');
      },
    }),
    defineRoute(paymentsApi.logPublicPaymentPage, {
      access: 'public',
      summary:
        'Logs what the payment page saw before sign-in (size- and rate-limited, never trusted)',
      reply: 'empty',
      guards: [logLimit],
      handle: ({ body }) => {
        const { idUser, ...entry } = body;
        logger.info({ paymentLog: { ...entry, claimedIdUser: idUser } }, 'public payment page log');
      },
    }),
    defineRoute(paymentsApi.refreshSubscriptionDate, {
      access: 'public',
      summary:
        'Asks the provider about the user’s waiting subscriptions and stores those it reports ' +
        'active; never lowers a right, answers alike for any id',
      reply: 'empty',
      guards: [rateLimit(db, clock, RATE_LIMITS.subscriptionRefreshPerIp, byIp)],
      handle: ({ params }) =>
        raiseFromProviderLater(db, payments.provider, logger, params.idUser, clock()),
    }),
  ];
}
