import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../db/database';
import type { Approval, FakeOpenIdProvider } from './fake-openid-provider';
import { journalOf } from './security-event-checks';
import { TestClient, createTestApp, type TestAppOptions } from './test-app';

/** A fresh subject and address for each test: the databases are shared within a file. */
export function aPerson(name = 'camille') {
  const tag = randomBytes(4).toString('hex');
  return { sub: `sub-${tag}`, email: `${name}.${tag}@example.org`, tag };
}

/** The app configured for the provider, and a browser on it. */
export function ssoApp(
  db: Db,
  provider: FakeOpenIdProvider,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const app = createTestApp(db, { ...options, env: provider.env(env) });
  return { app, browser: new TestClient(app) };
}

/** GET /api/sso/start, the provider approves with these claims, the browser follows back. */
export async function signOnThrough(
  browser: TestClient,
  provider: FakeOpenIdProvider,
  approval: Approval = {},
) {
  const start = await browser.get('/api/sso/start');
  expect(start.status).toBe(302);
  const callback = provider.approve(start.headers.location!, approval);
  const back = await browser.get(callback);
  return { back, callback, location: back.headers.location };
}

/** The reasons journalled as SSO_SIGN_IN_FAILURE, newest last. */
export async function failureReasons(db: Db, userId: number | null = null) {
  const rows = await journalOf(db, 'SSO_SIGN_IN_FAILURE', userId);
  return rows.map((row) => row.details?.reason);
}

export const errorLocation = (reason: string) => `/login?sso=error&reason=${reason}`;
