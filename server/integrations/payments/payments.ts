import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { PaypalProvider } from './paypal-provider';
import { PaypalWebhookVerifier } from './paypal-webhook-verifier';
import { SandboxProvider } from './sandbox-provider';

/** The payment side of the app context: the provider, and what only one kind has. */
export interface Payments {
  provider: PaymentProvider;
  /** The embedded stand-in, whose approval page the app serves; absent with real PayPal. */
  sandbox?: SandboxProvider;
  /** Checks webhook signatures; absent when no PAYPAL_WEBHOOK_ID is set (webhooks refused). */
  verifier?: PaypalWebhookVerifier;
}

export interface PaymentSettings {
  apiUrl?: string;
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  now: () => number;
}

export const PAYPAL_DEFAULT_API_URL = 'https://api-m.sandbox.paypal.com';

/** Real PayPal when its credentials are set; otherwise the sandbox, so nothing leaves the server. */
export function createPayments(settings: PaymentSettings): Payments {
  const verifier = settings.webhookId
    ? new PaypalWebhookVerifier({ webhookId: settings.webhookId, now: settings.now })
    : undefined;
  if (settings.clientId && settings.clientSecret) {
    const provider = new PaypalProvider(
      {
        apiUrl: settings.apiUrl ?? PAYPAL_DEFAULT_API_URL,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
      },
      settings.now,
    );
    return { provider, verifier };
  }
  const sandbox = new SandboxProvider(settings.now);
  return { provider: sandbox, sandbox, verifier };
}

/** createPayments from the server's configuration (PAYPAL_API_URL, …). */
export const paymentsOf = (config: Config, now: () => number): Payments =>
  createPayments({
    apiUrl: config.PAYPAL_API_URL,
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    webhookId: config.PAYPAL_WEBHOOK_ID,
    now,
  });
