import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { signedInAdmin } from '../../test/admin-fixtures';
import {
  TopicClient,
  eventually,
  startLiveServer,
  testChannel,
  type LiveServer,
} from '../../test/realtime-servers';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describeOnDatabases('real-time connections end with their session', (ctx) => {
  let server: LiveServer;
  const clients: TopicClient[] = [];
  beforeAll(async () => {
    server = await startLiveServer(ctx.db, testChannel());
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await server?.stop();
  });

  /** A signed-in person with a ticket from the API. */
  async function signedIn() {
    const user = await givenUser(ctx.db);
    const http = new TestClient(createTestApp(ctx.db));
    await http.signIn(user.login, user.password);
    const ticket = async () =>
      ((await http.get('/api/ws/ticket')).body as { ticket: string }).ticket;
    return { user, http, ticket };
  }

  async function connect(ticket: string) {
    const client = new TopicClient(server, ticket);
    clients.push(client);
    await client.open();
    return client;
  }

  /** The connection is closed by the server and hears nothing more. */
  async function expectEnded(client: TopicClient, userId: number) {
    await eventually(() => client.closed, 10_000);
    await server.hub.publish(userId);
    await settle();
    expect(client.messages).toEqual([]);
  }

  it('after a logout, the open connection ends', async () => {
    const { user, http, ticket } = await signedIn();
    const client = await connect(await ticket());
    expect((await http.post('/api/logout')).status).toBeLessThan(300);
    await expectEnded(client, user.id);
  });

  it('after a password change, every connection of the person ends', async () => {
    const { user, http, ticket } = await signedIn();
    const client = await connect(await ticket());
    const res = await http.post('/api/updatePassword', {
      oldPassword: user.password,
      newPassword: 'Nouveau-42',
    });
    expect(res.status).toBe(200);
    await expectEnded(client, user.id);
  });

  it('after an administrator locks the person, the connection ends', async () => {
    const { user, ticket } = await signedIn();
    const client = await connect(await ticket());
    const { client: admin } = await signedInAdmin(ctx.db);
    expect((await admin.post(`/api/users/${user.id}/toggleLock`)).status).toBe(200);
    await expectEnded(client, user.id);
  });

  it('after the person deletes the account, the connection ends', async () => {
    const { user, http, ticket } = await signedIn();
    const client = await connect(await ticket());
    const res = await http.delete(`/api/users/${user.id}?password=${user.password}&reason=PRIVACY`);
    expect(res.status).toBe(204);
    await expectEnded(client, user.id);
  });

  it('checks the session before each delivery, between two periodic checks', async () => {
    const rarelyChecking = await startLiveServer(ctx.db, testChannel(), {}, {}, 3_600_000);
    try {
      const { user, http, ticket } = await signedIn();
      const client = new TopicClient(rarelyChecking, await ticket());
      clients.push(client);
      await client.open();
      await http.post('/api/logout');
      await rarelyChecking.hub.publish(user.id);
      await eventually(() => client.closed);
      expect(client.messages).toEqual([]);
    } finally {
      await rarelyChecking.stop();
    }
  });

  it('keeps delivering to a connection whose session lives on', async () => {
    const { user, ticket } = await signedIn();
    const client = await connect(await ticket());
    await server.hub.publish(user.id);
    await eventually(() => client.messages.length === 1);
    expect(client.closed).toBe(false);
  });

  it('opens one connection per ticket', async () => {
    const { ticket } = await signedIn();
    const once = await ticket();
    await connect(once);
    await expect(connect(once)).rejects.toThrow('Unauthenticated');
  });

  it('refuses a ticket taken before the logout', async () => {
    const { http, ticket } = await signedIn();
    const before = await ticket();
    await http.post('/api/logout');
    await expect(connect(before)).rejects.toThrow('Unauthenticated');
  });
});
