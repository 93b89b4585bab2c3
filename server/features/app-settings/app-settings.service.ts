import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';
import * as repository from './app-settings.repository';

const SECRET_KEY = 'session_secret';

/**
 * The secret that signs CSRF tokens: SESSION_SECRET when set, otherwise one generated once and kept
 * in the database, so every app server sharing the database agrees on it.
 */
export async function resolveSessionSecret(db: Executor, configured?: string): Promise<string> {
  if (configured) return configured;
  const stored = await repository.findSetting(db, SECRET_KEY);
  return stored ?? repository.insertSettingOnce(db, SECRET_KEY, randomBytes(32).toString('hex'));
}

/** An on/off setting an administrator chooses; off until set. */
export async function readFlag(db: Executor, key: string): Promise<boolean> {
  return (await repository.findSetting(db, key)) === '1';
}

export const writeFlag = (db: Executor, key: string, on: boolean): Promise<void> =>
  repository.upsertSetting(db, key, on ? '1' : '0');
