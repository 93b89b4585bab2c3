import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { ProfileName, Role } from '../../contract/access';
import { encodePassword } from '../../contract/auth';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { createLogger } from '../http/logging';
import { createUser, type NewUser } from '../features/users/users.service';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

export function createTestApp(db: Db, env: Record<string, string> = {}): Express {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'no-static-dir',
    ...env,
  });
  return buildApp({ config, db, logger: createLogger('silent'), secret: TEST_SECRET });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A browser-like client: keeps cookies and echoes the XSRF-TOKEN cookie as axios does. */
export class TestClient {
  private readonly agent;
  private xsrf: string | undefined;

  constructor(app: Express) {
    this.agent = request.agent(app);
  }

  private remember(res: Response): Response {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    if (xsrf) this.xsrf = decodeURIComponent(xsrf.split(';')[0]!.slice('XSRF-TOKEN='.length));
    return res;
  }

  async send(method: Method, path: string, body?: object): Promise<Response> {
    if (!this.xsrf && method !== 'get') this.remember(await this.agent.get('/api/health'));
    let req = this.agent[method](path);
    if (this.xsrf) req = req.set('X-XSRF-TOKEN', this.xsrf);
    return this.remember(await (body === undefined ? req : req.send(body)));
  }

  get = (path: string) => this.send('get', path);
  post = (path: string, body?: object) => this.send('post', path, body);
  delete = (path: string) => this.send('delete', path);

  signIn(username: string, password: string): Promise<Response> {
    return this.post('/api/authenticate', { username, password: encodePassword(password) });
  }
}

let counter = 0;

/** Creates an active user with a unique login (password "Secret123"). */
export async function givenUser(
  db: Db,
  overrides: Partial<NewUser> = {},
): Promise<{ id: number; login: string; password: string }> {
  counter += 1;
  const login = overrides.login ?? `user${counter}_${Date.now() % 100000}`;
  const password = overrides.password ?? 'Secret123';
  const id = await createUser(db.kysely, {
    login,
    password,
    profileName: ProfileName.user,
    roles: [Role.user],
    active: true,
    ...overrides,
  });
  return { id, login, password };
}
