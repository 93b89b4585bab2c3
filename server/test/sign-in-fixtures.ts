import type { Express } from 'express';
import { encodePassword } from '../../contract/auth';
import type { Db } from '../db/database';
import { TestClient, type TestAppOptions, type TestClock, createTestApp } from './test-app';

/** The app behind a trusted proxy, so each request may come from the address it names. */
export const appBehindProxy = (db: Db, clock: TestClock, options: TestAppOptions = {}) =>
  createTestApp(db, { ...options, clock: clock.read, env: { TRUST_PROXY: 'loopback' } });

export const signInFrom = (client: TestClient, address: string, login: string, password: string) =>
  client.send(
    'post',
    '/api/authenticate',
    { username: login, password: encodePassword(password) },
    { 'X-Forwarded-For': address },
  );

/** Wrong passwords for `login`, each from a new browser at a new address of `network`. */
export async function guessFromAfar(
  app: Express,
  network: string,
  login: string,
  count: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await signInFrom(new TestClient(app), `${network}.${i % 250}`, login, `Wrong-${i}`);
    statuses.push(res.status);
  }
  return statuses;
}
