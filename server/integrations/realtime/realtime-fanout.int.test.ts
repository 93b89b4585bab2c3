import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_DATABASE_URL,
  describeOnDatabases,
  openEmptyDatabase,
  postgresAvailable,
  type OpenedDatabase,
} from '../../test/databases';
import { migrateToLatest } from '../../db/migrator';
import {
  TopicClient,
  eventually,
  startLiveServer,
  testChannel,
  ticketFor,
  type LiveServer,
} from '../../test/realtime-servers';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

(postgresAvailable ? describe : describe.skip)('realtime across two app servers [postgres]', () => {
  let opened: OpenedDatabase;
  let channel: string;
  let one: LiveServer;
  let two: LiveServer;
  const clients: TopicClient[] = [];
  const connect = async (server: LiveServer, userId: number) => {
    const client = new TopicClient(server, await ticketFor(opened.db, userId));
    clients.push(client);
    await client.open();
    return client;
  };

  beforeAll(async () => {
    opened = await openEmptyDatabase('postgres');
    await migrateToLatest(opened.db.kysely);
    channel = testChannel();
    one = await startLiveServer(opened.db, channel);
    two = await startLiveServer(opened.db, channel);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await one?.stop();
    await two?.stop();
    await opened?.drop();
  });

  it('delivers an event published on one server to the user’s client on the other, only', async () => {
    const [alice, bob] = [await givenUser(opened.db), await givenUser(opened.db)];
    const aliceOnTwo = await connect(two, alice.id);
    const bobOnTwo = await connect(two, bob.id);
    const bobOnOne = await connect(one, bob.id);

    await one.hub.publish(alice.id);
    await eventually(() => aliceOnTwo.messages.length === 1);
    await settle();
    expect(aliceOnTwo.messages).toEqual([{ userId: alice.id }]);
    expect(bobOnTwo.messages).toEqual([]);
    expect(bobOnOne.messages).toEqual([]);
  });

  it('ends, on every server, the connections of a session ended on another', async () => {
    const dave = await givenUser(opened.db);
    const http = new TestClient(createTestApp(opened.db));
    await http.signIn(dave.login, dave.password);
    const ticket = async () =>
      ((await http.get('/api/ws/ticket')).body as { ticket: string }).ticket;
    const onOne = new TopicClient(one, await ticket());
    const onTwo = new TopicClient(two, await ticket());
    clients.push(onOne, onTwo);
    await Promise.all([onOne.open(), onTwo.open()]);
    await http.post('/api/logout');
    await eventually(() => onOne.closed && onTwo.closed, 10_000);
    await one.hub.publish(dave.id);
    await settle();
    expect([...onOne.messages, ...onTwo.messages]).toEqual([]);
  });

  it('opens one connection per ticket across servers, even when both try at once', async () => {
    const erin = await givenUser(opened.db);
    const ticket = await ticketFor(opened.db, erin.id);
    const racing = [new TopicClient(one, ticket), new TopicClient(two, ticket)];
    clients.push(...racing);
    const outcomes = await Promise.allSettled(racing.map((client) => client.open()));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const late = new TopicClient(one, ticket);
    clients.push(late);
    await expect(late.open()).rejects.toThrow('Unauthenticated');
  });

  it('listens again after its PostgreSQL connection is lost, and tells its pages to refresh', async () => {
    const carol = await givenUser(opened.db);
    const carolOnTwo = await connect(two, carol.id);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1`,
      [`LISTEN ${channel}`],
    );
    await admin.end();
    expect(rowCount).toBe(2);
    // After the reconnection, every page is told to refresh: events may have been missed.
    await eventually(() => carolOnTwo.messages.length === 1);
    await one.hub.publish(carol.id);
    await eventually(() => carolOnTwo.messages.length === 2);
    expect(carolOnTwo.messages.at(-1)).toEqual({ userId: carol.id });
  });
});

describeOnDatabases('realtime on one app server', (ctx) => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer(ctx.db, testChannel());
  });
  afterAll(() => server?.stop());

  it('delivers in process, over WebSocket and XHR streaming, with a ticket from the API', async () => {
    const user = await givenUser(ctx.db);
    const http = new TestClient(createTestApp(ctx.db));
    await http.signIn(user.login, user.password);
    const ticket = async () =>
      ((await http.get('/api/ws/ticket')).body as { ticket: string }).ticket;
    const overWebSocket = new TopicClient(server, await ticket());
    const overXhr = new TopicClient(server, await ticket(), 'xhr-streaming');
    await Promise.all([overWebSocket.open(), overXhr.open()]);

    await server.hub.publish(user.id);
    await eventually(() => overWebSocket.messages.length + overXhr.messages.length === 2);
    expect(overXhr.messages).toEqual([{ userId: user.id }]);
    await Promise.all([overWebSocket.close(), overXhr.close()]);
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const user = await givenUser(ctx.db);
    const client = new TopicClient(server, await ticketFor(ctx.db, user.id));
    await client.open();
    client.client.unsubscribe('sub-0', { receipt: 'gone' });
    await new Promise<void>((resolve) => client.client.watchForReceipt('gone', () => resolve()));
    await server.hub.publish(user.id);
    await settle();
    expect(client.messages).toEqual([]);
    await client.close();
  });
});
