import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { expect, it } from 'vitest';
import { createMailer } from '../../integrations/mail/mailer';
import { describeOnDatabases } from '../../test/databases';
import { createTestApp } from '../../test/test-app';

describeOnDatabases('outbox page', (ctx) => {
  it('lists the mails, links clickable, when MAIL_OUTBOX_PAGE=1', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'x@pecule.test', outboxDir: dir });
    await mailer.send({
      to: 'a@example.org',
      subject: 'Hello <b>',
      text: 'Open http://pecule.test/x?a=1',
    });
    const app = createTestApp(ctx.db, { env: { MAIL_OUTBOX_PAGE: '1', OUTBOX_DIR: dir }, mailer });
    const res = await request(app).get('/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Hello &#60;b&#62;');
    expect(res.text).toContain('<a href="http://pecule.test/x?a=1">');
  });

  it('does not exist in a normal deployment', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'x@pecule.test', outboxDir: dir });
    const app = createTestApp(ctx.db, { env: { NODE_ENV: 'production', OUTBOX_DIR: dir }, mailer });
    expect((await request(app).get('/dev/outbox')).status).toBe(404);
  });

  it('stays off in development unless MAIL_OUTBOX_PAGE=1 asks for it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'x@pecule.test', outboxDir: dir });
    const app = createTestApp(ctx.db, {
      env: { NODE_ENV: 'development', OUTBOX_DIR: dir },
      mailer,
    });
    expect((await request(app).get('/dev/outbox.json')).status).toBe(404);
    const asked = createTestApp(ctx.db, {
      env: { MAIL_OUTBOX_PAGE: '1', OUTBOX_DIR: dir },
      mailer,
    });
    const json = await request(asked).get('/dev/outbox.json');
    expect(json.status).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
  });
});
