import type { Language } from '../../../contract/auth';
import { formatCentsPlain } from '../../../contract/money';
import { PAYMENT_MODE_PRICES } from '../../../contract/subscriptions';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SandboxProvider } from '../../integrations/payments/sandbox-provider';
import { translate } from '../i18n/translator';
import { applyProviderState } from './subscriptions-sync.service';
import { escapeHtml as escape } from '../../http/html';

/** The sandbox's approval page, standing for PayPal's: approve or decline one pending subscription. */
export function approvalPage(
  sandbox: SandboxProvider,
  subscriptionId: string,
  decisionPath: string,
  language: Language,
): string {
  const sub = sandbox.pending(subscriptionId);
  if (!sub) throw AppError.notFound();
  const t = (key: string, values?: Record<string, string>) =>
    escape(translate(language, key, values));
  const price = formatCentsPlain(
    PAYMENT_MODE_PRICES[sub.paymentMode],
    language === 'fr' ? ',' : '.',
  );
  const action = (decision: string) =>
    `${decisionPath}?subscriptionId=${encodeURIComponent(subscriptionId)}&decision=${decision}`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('paypal.sandbox.title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
main{border:1px solid #ccc;border-radius:8px;padding:1.5rem}button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #1b4f9c;cursor:pointer}
.approve{background:#1b4f9c;color:#fff}.decline{background:#fff;color:#1b4f9c}</style></head>
<body><main><h1>${t('paypal.sandbox.title')}</h1>
<p>${t('paypal.sandbox.explain')}</p>
<p><strong>${t(`version.option.${sub.paymentMode}`)}</strong> — ${t('paypal.sandbox.price', { price })}</p>
<form method="post" action="${action('approve')}"><button class="approve" type="submit">${t('paypal.sandbox.approve')}</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">${t('paypal.sandbox.decline')}</button></form>
</main></body></html>`;
}

/** The buyer's decision, applied as PayPal's webhook would be; answers where to send the buyer. */
export async function decide(
  db: Db,
  sandbox: SandboxProvider,
  subscriptionId: string,
  decision: 'approve' | 'decline',
  now: number,
): Promise<string> {
  const pending = sandbox.pending(subscriptionId);
  if (!pending) throw AppError.notFound();
  const sub =
    decision === 'approve' ? sandbox.approve(subscriptionId) : sandbox.decline(subscriptionId);
  const event = decision === 'approve' ? 'SUBSCRIPTION_ACTIVATED' : 'SUBSCRIPTION_CANCELLED';
  await db.kysely.transaction().execute((trx) => applyProviderState(trx, sub, now, event));
  const target = new URL(decision === 'approve' ? pending.returnUrl : pending.cancelUrl);
  return `${target.pathname}${target.search}`;
}
