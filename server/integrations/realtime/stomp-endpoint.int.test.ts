import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import {
  RawSocket,
  TopicClient,
  eventually,
  startLiveServer,
  testChannel,
  ticketFor,
  type LiveServer,
} from '../../test/realtime-servers';
import { givenUser } from '../../test/test-app';
import { MAX_CONNECTIONS_PER_USER } from './realtime-hub';

const CONNECT = (headers: string) =>
  `CONNECT\naccept-version:1.2\nhost:pecule\n${headers ? `${headers}\n` : ''}\n\0`;
const SUBSCRIBE = 'SUBSCRIBE\nid:0\ndestination:/topic/bi\n\n\0';

describeOnDatabases('the STOMP endpoint /ws', (ctx) => {
  let server: LiveServer;
  let userId: number;
  /** A CONNECT frame with a fresh ticket (each opens one connection). */
  const connectFrame = async (headers = '') =>
    CONNECT(`passcode:${await ticketFor(ctx.db, userId)}${headers}`);
  beforeAll(async () => {
    server = await startLiveServer(ctx.db, testChannel(), {
      heartBeat: { send: 100, receive: 0 },
      maxFrameBytes: 1024,
    });
    userId = (await givenUser(ctx.db)).id;
  });
  afterAll(() => server?.stop());

  /** Sends the frames one by one; answers what the server sent before it closed the socket. */
  async function refused(...frames: string[]): Promise<string> {
    const socket = new RawSocket(server);
    await socket.opened;
    for (const frame of frames) socket.send(frame);
    await socket.closed;
    const error = socket.received.find((text) => text.startsWith('ERROR'));
    expect(error, socket.received.join('|')).toBeDefined();
    return error!;
  }

  it('refuses an anonymous CONNECT, a forged ticket and an expired one', async () => {
    const ticket = await ticketFor(ctx.db, userId);
    expect(await refused(CONNECT(''))).toContain('Unauthenticated');
    expect(await refused(CONNECT(`passcode:${ticket.slice(0, -2)}xx`))).toContain(
      'Unauthenticated',
    );
    const old = await ticketFor(ctx.db, userId, Date.now() - 61_000);
    expect(await refused(CONNECT(`passcode:${old}`))).toContain('Unauthenticated');
    const anonymous = new TopicClient(server, undefined);
    await expect(anonymous.open()).rejects.toThrow('Unauthenticated');
    await anonymous.close();
  });

  it('refuses bad frames with an ERROR frame, then closes', async () => {
    expect(await refused(SUBSCRIBE)).toContain('CONNECT must be the first frame');
    expect(await refused('HELLO\n\n\0')).toContain('Unknown command HELLO');
    expect(await refused('CONNECT\naccept-version:1.0\n\n\0')).toContain('Only STOMP 1.2');
    expect(await refused('CONNECT\nno header line\n\n\0')).toContain('Header line');
    expect(await refused(await connectFrame(), 'SEND\ndestination:/topic/bi\n\n{}\0')).toContain(
      'read-only',
    );
    expect(
      await refused(await connectFrame(), 'SUBSCRIBE\nid:1\ndestination:/topic/other\n\n\0'),
    ).toContain('Unknown destination');
    expect(await refused(await connectFrame(), 'SUBSCRIBE\nid:1\n\n\0')).toContain(
      'destination header',
    );
    expect(await refused(await connectFrame(), SUBSCRIBE, SUBSCRIBE)).toContain('already exists');
    expect(await refused(await connectFrame(), 'UNSUBSCRIBE\nid:a\\tb\n\n\0')).toContain('escape');
    expect(await refused(await connectFrame(), await connectFrame())).toContain(
      'Already connected',
    );
    expect(await refused(`CONNECT\nx:${'y'.repeat(2000)}`)).toContain('larger than 1024 bytes');
  });

  it('negotiates heart-beats, answers receipts and closes on DISCONNECT', async () => {
    const socket = new RawSocket(server);
    await socket.opened;
    socket.send(await connectFrame('\nheart-beat:0,50'));
    await eventually(() => socket.received.some((text) => text.startsWith('CONNECTED')));
    expect(socket.received[0]).toContain('version:1.2\nheart-beat:100,0\n');
    await eventually(() => socket.received.filter((text) => text === '\n').length >= 2);
    socket.send(`${SUBSCRIBE.replace('\n\n', '\nreceipt:s\n\n')}\nDISCONNECT\nreceipt:77\n\n\0`);
    await socket.closed;
    const receipts = socket.received.filter((text) => text.startsWith('RECEIPT'));
    expect(receipts).toEqual(['RECEIPT\nreceipt-id:s\n\n\0', 'RECEIPT\nreceipt-id:77\n\n\0']);
  });

  it(`accepts at most ${MAX_CONNECTIONS_PER_USER} connections per user`, async () => {
    const user = await givenUser(ctx.db);
    const tickets = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS_PER_USER + 1 }, () => ticketFor(ctx.db, user.id)),
    );
    const clients = tickets.slice(1).map((ticket) => new TopicClient(server, ticket));
    await Promise.all(clients.map((client) => client.open()));
    const oneMore = new TopicClient(server, tickets[0]!);
    await expect(oneMore.open()).rejects.toThrow('Too many connections');
    await Promise.all([...clients, oneMore].map((client) => client.close()));
  });

  it('serves only the kept SockJS paths, with headers that forbid framing and sniffing', async () => {
    const info = await request(server.url).get('/ws/info');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ websocket: true });
    expect(info.headers['access-control-allow-origin']).toBeUndefined();
    expect(info.headers['x-frame-options']).toBe('DENY');
    expect(info.headers['x-content-type-options']).toBe('nosniff');
    for (const path of ['/ws/iframe.html', '/ws/1/abc/jsonp?c=x', '/ws/1/abc/htmlfile?c=x']) {
      expect((await request(server.url).get(path)).status, path).toBe(404);
    }
  });
});
