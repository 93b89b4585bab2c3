import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParamSchema } from '../ids';
import { LANGUAGES } from '../languages';
import { paymentLogSchema } from '../subscriptions';

// The payment calls made by the payment page, the payment sandbox and PayPal itself.

export const logPaymentPage = endpoint('post', '/api/paypal/log', { body: paymentLogSchema });

export const logPublicPaymentPage = endpoint('post', '/public/api/paypal/log', {
  body: paymentLogSchema,
});

export const refreshSubscriptionDate = endpoint(
  'post',
  '/public/api/user/:idUser/subscription-date',
  { params: z.object({ idUser: idParamSchema }) },
);

const sandboxSubscriptionIdSchema = z.string().regex(/^SANDBOX-[0-9A-F]{24}$/);

export const showSandboxApproval = endpoint('get', '/public/api/paypal/sandbox/:subscriptionId', {
  params: z.object({ subscriptionId: sandboxSubscriptionIdSchema }),
  query: z.object({ lang: z.enum(LANGUAGES).optional() }),
});

/** The sandbox's decision form posts here (outside CSRF, like PayPal's own site would be). */
export const decideSandboxApproval = endpoint('post', '/public/api/paypal/sandbox-decision', {
  query: z.object({
    subscriptionId: sandboxSubscriptionIdSchema,
    decision: z.enum(['approve', 'decline']),
  }),
});

/** Public, outside CSRF, the only route whose raw body is kept (server/app.ts). */
export const receivePaypalWebhook = endpoint('post', '/public/api/paypal/webhook', {
  answer: z.object({ outcome: z.enum(['applied', 'duplicate', 'ignored']) }),
});
