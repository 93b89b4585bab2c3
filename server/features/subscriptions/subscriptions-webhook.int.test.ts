import { execFileSync } from 'node:child_process';
import { createSign } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { PaypalWebhookVerifier } from '../../integrations/payments/paypal-webhook-verifier';
import { SandboxProvider } from '../../integrations/payments/sandbox-provider';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';

const WEBHOOK_ID = 'WH-TEST-1';
const CERT_URL = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-TEST';

/** A key and a self-signed certificate made for this run (openssl). */
function makeCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'paypal-cert-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '36500',
      '-subj',
      '/CN=messageverificationcerts.paypal.com',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

describeOnDatabases('PayPal webhooks', (ctx) => {
  let keys: { key: string; cert: string };
  let fetched: string[];

  beforeAll(() => {
    keys = makeCertificate();
  });

  async function setup() {
    fetched = [];
    const clock = new TestClock(Date.now());
    const sandbox = new SandboxProvider(clock.read);
    const verifier = new PaypalWebhookVerifier({
      webhookId: WEBHOOK_ID,
      now: clock.read,
      fetchText: async (url) => {
        fetched.push(url);
        return keys.cert;
      },
    });
    const app = createTestApp(ctx.db, {
      clock: clock.read,
      payments: { provider: sandbox, sandbox, verifier },
    });
    const user = await givenUser(ctx.db);
    const client = new TestClient(app);
    await client.signIn(user.login, user.password);
    const started = await client.post('/api/updateProfile', {
      version: 'PREMIUM',
      versionOption: 'PREMIUM_MENSUEL',
    });
    const providerId = /SANDBOX-[0-9A-F]+/.exec(started.body.approveUrl)![0];
    return { clock, sandbox, app, user, client, providerId };
  }

  function delivery(
    body: object,
    {
      now,
      key = keys.key,
      certUrl = CERT_URL,
      id = 'T-1',
    }: { now: number; key?: string; certUrl?: string; id?: string },
  ) {
    const raw = JSON.stringify(body);
    const time = new Date(now).toISOString();
    const signed = `${id}|${time}|${WEBHOOK_ID}|${crc32(Buffer.from(raw))}`;
    const sig = createSign('RSA-SHA256').update(signed).sign(key, 'base64');
    return {
      raw,
      headers: {
        'Content-Type': 'application/json',
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sig,
        'paypal-cert-url': certUrl,
        'paypal-auth-algo': 'SHA256withRSA',
      },
    };
  }

  const event = (id: string, type: string, subscriptionId: string) => ({
    id,
    event_type: type,
    resource: { id: subscriptionId, status: 'ACTIVE' },
  });

  async function post(client: TestClient, d: { raw: string; headers: Record<string, string> }) {
    return client.send('post', '/public/api/paypal/webhook', JSON.parse(d.raw), d.headers);
  }

  const storedEvents = async () =>
    (await ctx.db.kysely.selectFrom('paymentWebhookEvents').select('eventId').execute()).length;

  it('applies a good event once, re-reading the subscription; a replay changes nothing', async () => {
    const { clock, sandbox, app, client, providerId } = await setup();
    sandbox.approve(providerId);
    const anonymous = new TestClient(app);
    const before = await storedEvents();
    const d = delivery(event('WH-1', 'BILLING.SUBSCRIPTION.ACTIVATED', providerId), {
      now: clock.now,
    });
    const res = await post(anonymous, d);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'applied' });
    expect((await client.get('/api/user')).body.profile.name).toBe(ProfileName.premium);
    const replay = await post(anonymous, d);
    expect(replay.body).toEqual({ outcome: 'duplicate' });
    expect(await storedEvents()).toBe(before + 1);
    const events = (await client.get('/api/event')).body.map((e: { type: string }) => e.type);
    expect(events).toEqual(['SUBSCRIPTION_ACTIVATED', 'SUBSCRIPTION_REQUESTED']);
    expect(fetched).toEqual([CERT_URL]);
    const second = delivery(event('WH-2', 'PAYMENT.SALE.COMPLETED', 'x'), {
      now: clock.now,
      id: 'T-2',
    });
    await post(anonymous, second);
    expect(fetched).toEqual([CERT_URL]);
  });

  it('trusts the provider, not the event: ACTIVATED for a subscription PayPal calls pending does nothing', async () => {
    const { clock, app, client, providerId } = await setup();
    const d = delivery(event('WH-3', 'BILLING.SUBSCRIPTION.ACTIVATED', providerId), {
      now: clock.now,
    });
    expect((await post(new TestClient(app), d)).status).toBe(200);
    expect((await client.get('/api/user')).body.profile.name).toBe(ProfileName.user);
  });

  it('refuses a bad signature, a foreign certificate host and a stale time, storing nothing', async () => {
    const { clock, sandbox, app, client, providerId } = await setup();
    sandbox.approve(providerId);
    const anonymous = new TestClient(app);
    const before = await storedEvents();
    const body = event('WH-4', 'BILLING.SUBSCRIPTION.ACTIVATED', providerId);
    const other = makeCertificate();
    const refusals = [
      delivery(body, { now: clock.now, key: other.key }),
      delivery(body, { now: clock.now, certUrl: 'https://evil.example.com/cert.pem' }),
      delivery(body, { now: clock.now, certUrl: 'http://api.sandbox.paypal.com/cert.pem' }),
      delivery(body, { now: clock.now - 10 * 60_000 }),
    ];
    const tampered = delivery(body, { now: clock.now });
    tampered.raw = tampered.raw.replace('WH-4', 'WH-5');
    refusals.push(tampered);
    for (const d of refusals) {
      const res = await post(anonymous, d);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ messageCode: 'paypal.webhook.refused' });
    }
    expect(await storedEvents()).toBe(before);
    expect((await client.get('/api/user')).body.profile.name).toBe(ProfileName.user);
    expect(fetched).toEqual([CERT_URL]);
  });

  it('refuses every webhook when no webhook id is configured', async () => {
    const clock = new TestClock(Date.now());
    const sandbox = new SandboxProvider(clock.read);
    const app = createTestApp(ctx.db, {
      clock: clock.read,
      payments: { provider: sandbox, sandbox },
    });
    const d = delivery(event('WH-6', 'BILLING.SUBSCRIPTION.ACTIVATED', 'X'), { now: clock.now });
    expect((await post(new TestClient(app), d)).status).toBe(400);
  });
});
