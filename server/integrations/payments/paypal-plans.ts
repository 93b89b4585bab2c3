import {
  PAYMENT_CURRENCY,
  PAYMENT_MODES,
  PAYMENT_MODE_PRICES,
  isAnnualMode,
  type PaymentMode,
} from '../../../contract/subscriptions';
import type { PaypalHttp } from './paypal-http';

export const PAYPAL_PRODUCT_ID = 'PECULE-SUBSCRIPTIONS';

interface Listed {
  id: string;
  name: string;
  status?: string;
}

/** Plan id per payment mode, and back. */
export interface PaypalPlans {
  byMode: Map<PaymentMode, string>;
  modeOf(planId: string): PaymentMode | null;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

async function ensureProduct(http: PaypalHttp): Promise<string> {
  const { products = [] } = await http.call<{ products?: Listed[] }>(
    'GET',
    '/v1/catalogs/products?page_size=20',
  );
  if (products.some((p) => p.id === PAYPAL_PRODUCT_ID)) return PAYPAL_PRODUCT_ID;
  const body = { id: PAYPAL_PRODUCT_ID, name: 'Pécule', type: 'SERVICE', category: 'SOFTWARE' };
  await http.call('POST', '/v1/catalogs/products', body, `product-${PAYPAL_PRODUCT_ID}`);
  return PAYPAL_PRODUCT_ID;
}

function planBody(productId: string, mode: PaymentMode) {
  return {
    product_id: productId,
    name: mode,
    billing_cycles: [
      {
        frequency: { interval_unit: isAnnualMode(mode) ? 'YEAR' : 'MONTH', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: {
          fixed_price: { value: euros(PAYMENT_MODE_PRICES[mode]), currency_code: PAYMENT_CURRENCY },
        },
      },
    ],
    payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
  };
}

/** Finds the product and the four EUR plans by name, creating what is missing. */
export async function ensurePlans(http: PaypalHttp): Promise<PaypalPlans> {
  const productId = await ensureProduct(http);
  const { plans = [] } = await http.call<{ plans?: Listed[] }>(
    'GET',
    `/v1/billing/plans?product_id=${productId}&page_size=20`,
  );
  const byMode = new Map<PaymentMode, string>();
  for (const mode of PAYMENT_MODES) {
    const found = plans.find((p) => p.name === mode && (p.status ?? 'ACTIVE') === 'ACTIVE');
    const id =
      found?.id ??
      (
        await http.call<Listed>(
          'POST',
          '/v1/billing/plans',
          planBody(productId, mode),
          `plan-${mode}`,
        )
      ).id;
    byMode.set(mode, id);
  }
  const byId = new Map([...byMode].map(([mode, id]) => [id, mode]));
  return { byMode, modeOf: (planId) => byId.get(planId) ?? null };
}
