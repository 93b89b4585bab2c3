import type { Express } from 'express';
import type { Logger } from 'pino';
import request, { type Response } from 'supertest';
import { ProfileName, Role } from '../../contract/access';
import { encodePassword } from '../../contract/auth';
import { buildApp, contextOf, type AppDependencies } from '../app';
import { routeTable } from '../features/routes';
import type { RouteDeclaration } from '../http/route';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { createLogger } from '../http/logging';
import { createUser, type NewUser } from '../features/users/users.service';
import type { Clock } from '../clock';
import type { MailMessage, Mailer } from '../integrations/mail/mailer';
import type { Aggregator } from '../integrations/aggregator/aggregator';
import type { BiEvents } from '../integrations/realtime/bi-events';
import type { Payments } from '../integrations/payments/payments';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  mailer?: Mailer;
  biEvents?: BiEvents;
  /** The payment provider (the sandbox on the test clock by default). */
  payments?: Payments;
  aggregator?: Aggregator;
  /** Silent unless given (memoryLogger() to assert on entries). */
  logger?: Logger;
}

function testDependencies(
  db: Db,
  { env = {}, clock, mailer, aggregator, biEvents, payments, logger }: TestAppOptions,
): AppDependencies {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'no-static-dir',
    PUBLIC_URL: 'http://pecule.test',
    ...env,
  });
  return {
    config,
    db,
    logger: logger ?? createLogger('silent'),
    secret: TEST_SECRET,
    clock,
    mailer: mailer ?? new MemoryMailer(),
    aggregator,
    biEvents,
    payments,
    checkAnswers: true,
  };
}

/** The app as production builds it, but every JSON answer is checked against its schema. */
export function createTestApp(db: Db, options: TestAppOptions = {}): Express {
  return buildApp(testDependencies(db, options));
}

/** The route table the test app mounts. */
export function testRouteTable(db: Db, options: TestAppOptions = {}): RouteDeclaration[] {
  return routeTable(contextOf(testDependencies(db, options)));
}

/** Keeps sent mails in memory for assertions. */
export class MemoryMailer implements Mailer {
  readonly kind = 'outbox';
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  /** The first link in the last mail to `to`. */
  lastLinkTo(to: string): URL {
    const mail = [...this.sent].reverse().find((m) => m.to === to);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`no mail with a link to ${to}`);
    return new URL(link);
  }
}

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public now = Date.parse('2026-06-01T10:00:00Z')) {}
  readonly read: Clock = () => this.now;
  advance(ms: number): void {
    this.now += ms;
  }
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
    const xsrf = cookies.findLast((c) => c.startsWith('XSRF-TOKEN='));
    if (xsrf) this.xsrf = decodeURIComponent(xsrf.split(';')[0]!.slice('XSRF-TOKEN='.length));
    return res;
  }

  async send(
    method: Method,
    path: string,
    body?: object | string,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    if (!this.xsrf && method !== 'get') this.remember(await this.agent.get('/api/health'));
    let req = this.agent[method](path);
    if (this.xsrf) req = req.set('X-XSRF-TOKEN', this.xsrf);
    req = req.set(headers);
    return this.remember(await (body === undefined ? req : req.send(body)));
  }

  get = (path: string) => this.send('get', path);
  post = (path: string, body?: object) => this.send('post', path, body);
  delete = (path: string) => this.send('delete', path);

  /** A multipart POST with one file in `field`, and text fields before it. */
  async upload(
    path: string,
    bytes: Uint8Array,
    fileName = 'file',
    field = 'file',
    fields: Record<string, string> = {},
  ) {
    if (!this.xsrf) this.remember(await this.agent.get('/api/health'));
    let req = this.agent.post(path).set('X-XSRF-TOKEN', this.xsrf ?? '');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return this.remember(await req.attach(field, Buffer.from(bytes), fileName));
  }

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

/** A bank with one euro account for the user; answers the account id. */
export async function givenAccount(db: Db, userId: number, name: string): Promise<number> {
  const bank = await db.kysely
    .insertInto('banks')
    .values({ userId, name: 'Ma banque', bankNameId: null, biBankId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await db.kysely
    .insertInto('accounts')
    .values({ userId, bankId: bank.id, name, currencyId: 1, type: 'CU' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return account.id;
}
