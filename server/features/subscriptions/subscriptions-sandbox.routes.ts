import * as paymentsApi from '../../../contract/endpoints/subscriptions-public';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { noStore } from '../../http/security';
import { approvalPage, decide } from './subscriptions-sandbox.service';

/** The sandbox's decision form posts here (outside CSRF, like PayPal's own site would be). */
export const SANDBOX_DECISION_PATH = paymentsApi.decideSandboxApproval.path;

/** The embedded approval page of the payment sandbox; mounted only when the sandbox is the provider. */
export function subscriptionsSandboxRoutes({ db, payments, clock }: AppContext) {
  const sandbox = payments.sandbox;
  if (!sandbox) return [];
  return [
    defineRoute(paymentsApi.showSandboxApproval, {
      access: 'public',
      summary: 'Payment sandbox: the approval page standing for PayPal’s',
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
    defineRoute(paymentsApi.decideSandboxApproval, {
      access: 'public',
      summary: 'Payment sandbox: approves or declines, applied as PayPal’s webhook would be',
      reply: 'custom',
      produces: 'redirect',
      handle: async ({ query, res }) => {
        res.redirect(303, await decide(db, sandbox, query.subscriptionId, query.decision, clock()));
      },
    }),
  ];
}
