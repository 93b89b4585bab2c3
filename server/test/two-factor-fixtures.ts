import { Secret, TOTP } from 'otpauth';
import { TOTP_PERIOD_SECONDS } from '../../contract/two-factor';
import type { Db } from '../db/database';
import { TestClient, TestClock, createTestApp, givenUser, type TestAppOptions } from './test-app';

export const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;

/** The code an authenticator app shows at `now` for this secret (base32). */
export const totpCode = (secret: string, now: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now });

/** Enables two-factor through the routes; answers the secret and the recovery codes. */
export async function enableTwoFactorFor(client: TestClient, clock: TestClock) {
  const setup = await client.post('/api/two-factor/setup');
  if (setup.status !== 200) throw new Error(`setup answered ${setup.status}`);
  const secret = setup.body.secret as string;
  const confirm = await client.post('/api/two-factor/confirm', {
    code: totpCode(secret, clock.now),
  });
  if (confirm.status !== 200) throw new Error(`confirm answered ${confirm.status}`);
  // The confirming code's step is spent: the next code comes a period later.
  clock.advance(PERIOD_MS);
  return { secret, recoveryCodes: confirm.body.recoveryCodes as string[] };
}

/** A user with two-factor on, signed in on one client; the app runs on the clock. */
export async function givenTwoFactorUser(
  db: Db,
  clock = new TestClock(),
  overrides: Parameters<typeof givenUser>[1] = {},
  options: TestAppOptions = {},
) {
  const app = createTestApp(db, { ...options, clock: clock.read });
  const user = await givenUser(db, overrides);
  const client = new TestClient(app);
  await client.signIn(user.login, user.password);
  const { secret, recoveryCodes } = await enableTwoFactorFor(client, clock);
  return { app, user, client, clock, secret, recoveryCodes };
}
