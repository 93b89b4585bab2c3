import { expect } from 'vitest';
import { ProfileName, Role } from '../../contract/access';
import type { Db } from '../db/database';
import type { NewUser } from '../features/users/users.service';
import { sandboxBank, type SandboxBank } from '../integrations/aggregator/sandbox-bank';
import type { BiEvents } from '../integrations/realtime/bi-events';
import { TestClient, createTestApp, givenUser, type TestAppOptions } from './test-app';

export const WEBHOOK_SECRET = 'webhook-secret-for-tests';

/** Records what the app publishes to /topic/bi. */
export class RecordingBiEvents implements BiEvents {
  readonly published: number[] = [];
  async publish(userId: number): Promise<void> {
    this.published.push(userId);
  }
}

export interface BiWorld {
  bank: SandboxBank;
  events: RecordingBiEvents;
  app: ReturnType<typeof createTestApp>;
  /** Signs a new user in on this app (PREMIUM unless told). */
  signedIn(overrides?: Partial<NewUser>): Promise<{ client: TestClient; id: number }>;
}

/** An app on the sandbox bank, with recorded events and a webhook secret. */
export function biWorld(db: Db, options: TestAppOptions = {}): BiWorld {
  const bank = sandboxBank();
  const events = new RecordingBiEvents();
  const app = createTestApp(db, {
    aggregator: bank,
    biEvents: events,
    ...options,
    env: { POWENS_WEBHOOK_SECRET: WEBHOOK_SECRET, ...options.env },
  });
  return {
    bank,
    events,
    app,
    async signedIn(overrides = {}) {
      const user = await givenUser(db, {
        profileName: ProfileName.premium,
        roles: [Role.user],
        ...overrides,
      });
      const client = new TestClient(app);
      expect((await client.signIn(user.login, user.password)).status).toBe(200);
      return { client, id: user.id };
    },
  };
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** The path and query of an absolute address of the app. */
export const local = (address: string) => {
  const url = new URL(address, 'http://pecule.test');
  return `${url.pathname}${url.search}`;
};

/**
 * Goes through the web view as a browser does: temporary code, the sandbox bank's page and form,
 * back to the return route. Answers where the return sends the browser and the connection id.
 */
export async function throughWebview(
  client: TestClient,
  form: Record<string, string> = {},
  tempCodeQuery = '',
): Promise<{ landing: string; connectionId: number }> {
  const temp = await client.get(`/api/bi/temp-code${tempCodeQuery}`);
  expect(temp.status).toBe(200);
  const page = await client.get(local(temp.body.url));
  expect(page.status).toBe(200);
  const url = new URL(temp.body.url);
  const fields = Object.fromEntries(
    ['code', 'state', 'redirect_uri', 'connection_id'].flatMap((name) => {
      const value = url.searchParams.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const posted = await client.send('post', local(temp.body.url), { ...fields, ...form }, FORM);
  expect(posted.status).toBe(303);
  const back = new URL(posted.headers.location!);
  const returned = await client.get(local(posted.headers.location!));
  expect(returned.status).toBe(303);
  return {
    landing: returned.headers.location!,
    connectionId: Number(back.searchParams.get('connection_id')),
  };
}
