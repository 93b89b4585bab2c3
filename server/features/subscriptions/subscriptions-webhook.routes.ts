import * as paymentsApi from '../../../contract/endpoints/subscriptions-public';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { receiveWebhook } from './subscriptions-webhook.service';

/** PayPal's webhook: public, outside CSRF, the only route whose raw body is kept (server/app.ts). */
export const PAYPAL_WEBHOOK_PATH = paymentsApi.receivePaypalWebhook.path;

declare module 'express-serve-static-core' {
  interface Request {
    /** The bytes of the payment webhook's body, which its signature covers. */
    rawBody?: Buffer;
  }
}

export function subscriptionsWebhookRoutes({ db, payments, clock }: AppContext) {
  return [
    defineRoute(paymentsApi.receivePaypalWebhook, {
      access: 'public',
      summary: 'PayPal webhook: verified, applied once, the subscription re-read from PayPal',
      handle: async ({ req }) => ({
        outcome: await receiveWebhook(
          db,
          payments,
          {
            transmissionId: req.get('paypal-transmission-id'),
            transmissionTime: req.get('paypal-transmission-time'),
            transmissionSig: req.get('paypal-transmission-sig'),
            certUrl: req.get('paypal-cert-url'),
            authAlgo: req.get('paypal-auth-algo'),
          },
          req.rawBody,
          req.body,
          clock(),
        ),
      }),
    }),
  ];
}
