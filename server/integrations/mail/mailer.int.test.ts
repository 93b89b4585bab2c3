import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { readOutbox } from './outbox';

let server: SMTPServer;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(resolve)));

it('sends through SMTP when SMTP_URL is set', async () => {
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Pécule <no-reply@pecule.test>',
    outboxDir: '/nonexistent',
  });
  expect(mailer.kind).toBe('smtp');
  await mailer.send({
    to: 'camille@example.org',
    subject: 'Activez votre compte',
    text: 'Bonjour',
  });
  expect(received).toHaveLength(1);
  expect(received[0]).toContain('To: camille@example.org');
  expect(received[0]).toContain('Bonjour');
});

it('writes .eml files to the outbox otherwise, which the outbox lists', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  const mailer = createMailer({ from: 'Pécule <no-reply@pecule.test>', outboxDir: dir });
  expect(mailer.kind).toBe('outbox');
  await mailer.send({ to: 'a@example.org', subject: 'Première', text: 'Lien : http://x.test/a' });
  const files = await fs.readdir(dir);
  expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  const eml = await fs.readFile(
    path.join(
      dir,
      files.find((f) => f.endsWith('.eml'))!,
    ),
    'utf8',
  );
  expect(eml).toContain('To: a@example.org');
  const [entry] = await readOutbox(dir);
  expect(entry).toMatchObject({
    to: 'a@example.org',
    subject: 'Première',
    text: 'Lien : http://x.test/a',
  });
});
