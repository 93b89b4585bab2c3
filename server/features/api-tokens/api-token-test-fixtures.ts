import type { Express } from 'express';
import request from 'supertest';
import type { ApiTokenScope } from '../../../contract/api-tokens';
import type { Db } from '../../db/database';
import { givenAdmin } from '../../test/admin-fixtures';
import { TestClient, createTestApp, givenUser, type TestAppOptions } from '../../test/test-app';

/** A script's client: the token in every request, no cookie, no XSRF header. */
export class TokenClient {
  constructor(
    private readonly app: Express,
    readonly token: string,
  ) {}
  private auth = (req: request.Test) => req.set('Authorization', `Bearer ${this.token}`);
  get = (path: string) => this.auth(request(this.app).get(path));
  head = (path: string) => this.auth(request(this.app).head(path));
  post = (path: string, body: object = {}) => this.auth(request(this.app).post(path)).send(body);
  put = (path: string, body: object = {}) => this.auth(request(this.app).put(path)).send(body);
  delete = (path: string) => this.auth(request(this.app).delete(path));
}

export interface TokenOwner {
  id: number;
  login: string;
  session: TestClient;
  app: Express;
}

/** A user signed in through a browser-like client of an app of its own. */
export async function givenSignedIn(
  db: Db,
  options: TestAppOptions = {},
  kind: 'user' | 'admin' = 'user',
): Promise<TokenOwner> {
  const user = await (kind === 'admin' ? givenAdmin(db) : givenUser(db));
  const app = createTestApp(db, options);
  const session = new TestClient(app);
  const res = await session.signIn(user.login, user.password);
  if (res.status !== 200) throw new Error(`not signed in: ${JSON.stringify(res.body)}`);
  return { id: user.id, login: user.login, session, app };
}

/** Creates a token from the owner's session; answers a client using it, and its id. */
export async function givenToken(
  owner: TokenOwner,
  scope: ApiTokenScope = 'READ_WRITE',
  days = 30,
): Promise<{ client: TokenClient; id: number }> {
  const res = await owner.session.post('/api/apiTokens', { name: `jeton ${scope}`, scope, days });
  if (res.status !== 201) throw new Error(`token not created: ${JSON.stringify(res.body)}`);
  return { client: new TokenClient(owner.app, res.body.token), id: res.body.apiToken.id };
}
