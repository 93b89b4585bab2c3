import { z } from 'zod';
import { LANGUAGES } from '../../../contract/languages';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { noStore } from '../../http/security';
import { SANDBOX_APPROVAL_PATH } from '../../integrations/payments/sandbox-provider';
import { approvalPage, decide } from './subscriptions-sandbox.service';

/** The sandbox's decision form posts here (outside CSRF, like PayPal's own site would be). */
export const SANDBOX_DECISION_PATH = '/public/api/paypal/sandbox-decision';

const subscriptionIdSchema = z.string().regex(/^SANDBOX-[0-9A-F]{24}$/);

/** The embedded approval page of the payment sandbox; mounted only when the sandbox is the provider. */
export function subscriptionsSandboxRoutes({ db, payments, clock }: AppContext) {
  const sandbox = payments.sandbox;
  if (!sandbox) return [];
  return [
    defineRoute({
      method: 'get',
      path: SANDBOX_APPROVAL_PATH,
      access: 'public',
      summary: 'Payment sandbox: the approval page standing for PayPal’s',
      params: z.object({ subscriptionId: subscriptionIdSchema }),
      query: z.object({ lang: z.enum(LANGUAGES).optional() }),
      reply: 'custom',
      produces: 'text/html',
      before: [noStore],
      handle: ({ params, query, res, req }) => {
        const language = query.lang ?? (req.acceptsLanguages('fr', 'en') === 'en' ? 'en' : 'fr');
        res
          .type('html')
          .send(approvalPage(sandbox, params.subscriptionId, SANDBOX_DECISION_PATH, language));
      },
    }),
    defineRoute({
      method: 'post',
      path: SANDBOX_DECISION_PATH,
      access: 'public',
      summary: 'Payment sandbox: approves or declines, applied as PayPal’s webhook would be',
      query: z.object({
        subscriptionId: subscriptionIdSchema,
        decision: z.enum(['approve', 'decline']),
      }),
      reply: 'custom',
      produces: 'redirect',
      handle: async ({ query, res }) => {
        res.redirect(303, await decide(db, sandbox, query.subscriptionId, query.decision, clock()));
      },
    }),
  ];
}
