import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaypalProvider } from './paypal-provider';
import { PAYPAL_PRODUCT_ID } from './paypal-plans';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A fake PayPal on 127.0.0.1: tokens, catalog, plans and subscriptions, every call recorded. */
class FakePaypal {
  seen: Seen[] = [];
  products: { id: string; name: string }[] = [];
  plans: { id: string; name: string; status: string }[] = [];
  subscriptions = new Map<string, Record<string, unknown>>();
  byRequestId = new Map<string, string>();
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const body =
        data && req.headers['content-type'] === 'application/json' ? JSON.parse(data) : data;
      this.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const [status, answer] = this.answer(req, body);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(answer === undefined ? '' : JSON.stringify(answer));
    });
  });

  private answer(req: IncomingMessage, body: Record<string, string>): [number, unknown] {
    const field = (name: string) => String(body[name]);
    const url = new URL(req.url!, 'http://x');
    const auth = req.headers.authorization ?? '';
    if (url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from('client:secret').toString('base64')}`;
      return auth === expected ? [200, { access_token: 'TOKEN', expires_in: 3600 }] : [401, {}];
    }
    if (auth !== 'Bearer TOKEN') return [401, {}];
    if (url.pathname === '/v1/catalogs/products') {
      if (req.method === 'GET') return [200, { products: this.products }];
      this.products.push({ id: field('id'), name: field('name') });
      return [201, body];
    }
    if (url.pathname === '/v1/billing/plans') {
      if (req.method === 'GET') return [200, { plans: this.plans }];
      const plan = { id: `P-${field('name')}`, name: field('name'), status: 'ACTIVE' };
      this.plans.push(plan);
      return [201, plan];
    }
    if (url.pathname === '/v1/billing/subscriptions' && req.method === 'POST') {
      const requestId = String(req.headers['paypal-request-id']);
      const id = this.byRequestId.get(requestId) ?? `I-${this.subscriptions.size + 1}`;
      this.byRequestId.set(requestId, id);
      this.subscriptions.set(id, {
        id,
        status: 'APPROVAL_PENDING',
        plan_id: field('plan_id'),
        custom_id: field('custom_id'),
      });
      const links = [
        {
          rel: 'approve',
          href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=${id}`,
        },
      ];
      return [201, { id, status: 'APPROVAL_PENDING', links }];
    }
    const match = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    const sub = match && this.subscriptions.get(decodeURIComponent(match[1]!));
    if (!sub) return [404, {}];
    if (match![2]) {
      sub.status = 'CANCELLED';
      return [204, undefined];
    }
    return [200, sub];
  }

  url = () => `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
}

describe('PayPal provider against a fake PayPal', () => {
  const fake = new FakePaypal();
  let now = Date.parse('2026-06-01T10:00:00Z');
  const provider = () =>
    new PaypalProvider(
      { apiUrl: fake.url(), clientId: 'client', clientSecret: 'secret' },
      () => now,
    );

  beforeAll(() => new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  beforeEach(() => {
    fake.seen = [];
  });

  it('creates the product and the four EUR plans once, then finds them', async () => {
    const plans = await provider().prepare();
    expect([...plans.byMode.keys()]).toEqual([
      'PREMIUM_MENSUEL',
      'PREMIUM_ANNUEL',
      'AUTOIMPORT_MENSUEL',
      'AUTOIMPORT_ANNUEL',
    ]);
    expect(fake.products).toEqual([{ id: PAYPAL_PRODUCT_ID, name: 'Pécule' }]);
    const created = fake.seen.filter((s) => s.method === 'POST' && s.url === '/v1/billing/plans');
    expect(created).toHaveLength(4);
    expect(created[1]!.body).toMatchObject({
      name: 'PREMIUM_ANNUEL',
      billing_cycles: [
        {
          frequency: { interval_unit: 'YEAR', interval_count: 1 },
          pricing_scheme: { fixed_price: { value: '29.90', currency_code: 'EUR' } },
        },
      ],
    });
    fake.seen = [];
    const again = await provider().prepare();
    expect(again.byMode.get('PREMIUM_MENSUEL')).toBe('P-PREMIUM_MENSUEL');
    expect(fake.seen.filter((s) => s.method === 'POST' && s.url !== '/v1/oauth2/token')).toEqual(
      [],
    );
  });

  it('subscribes with custom_id and PayPal-Request-Id, reads and cancels, on one cached token', async () => {
    const paypal = provider();
    const created = await paypal.createSubscription({
      userId: 42,
      paymentMode: 'PREMIUM_MENSUEL',
      returnUrl: 'https://pecule.test/upgrade?payment=approved',
      cancelUrl: 'https://pecule.test/upgrade?payment=cancelled',
      language: 'en',
      requestId: 'subscribe-42-1',
    });
    expect(created.approveUrl).toContain('ba_token=');
    const post = fake.seen.find((s) => s.url === '/v1/billing/subscriptions')!;
    expect(post.headers['paypal-request-id']).toBe('subscribe-42-1');
    expect(post.body).toMatchObject({
      plan_id: 'P-PREMIUM_MENSUEL',
      custom_id: '42',
      application_context: { locale: 'en-GB' },
    });
    const retried = await paypal.createSubscription({
      userId: 42,
      paymentMode: 'PREMIUM_MENSUEL',
      returnUrl: 'x',
      cancelUrl: 'y',
      language: 'en',
      requestId: 'subscribe-42-1',
    });
    expect(retried.id).toBe(created.id);
    fake.subscriptions.get(created.id)!.status = 'ACTIVE';
    fake.subscriptions.get(created.id)!.billing_info = {
      next_billing_time: '2026-07-01T10:00:00Z',
    };
    expect(await paypal.getSubscription(created.id)).toEqual({
      id: created.id,
      status: 'ACTIVE',
      customId: '42',
      paymentMode: 'PREMIUM_MENSUEL',
      nextBillingDate: '2026-07-01',
    });
    await paypal.cancelSubscription(created.id, 'bye', 'cancel-1');
    const cancel = fake.seen.find((s) => s.url.endsWith('/cancel'))!;
    expect(cancel.headers['paypal-request-id']).toBe('cancel-1');
    expect(cancel.body).toEqual({ reason: 'bye' });
    expect((await paypal.getSubscription(created.id)).status).toBe('CANCELLED');
    expect(fake.seen.filter((s) => s.url === '/v1/oauth2/token')).toHaveLength(1);
    now += 3600_000;
    await paypal.getSubscription(created.id);
    expect(fake.seen.filter((s) => s.url === '/v1/oauth2/token')).toHaveLength(2);
  });

  it('fails with a PaymentProviderError on a refusal', async () => {
    const bad = new PaypalProvider({
      apiUrl: fake.url(),
      clientId: 'client',
      clientSecret: 'wrong',
    });
    await expect(bad.getSubscription('I-1')).rejects.toThrow('PayPal token: HTTP 401');
  });
});
