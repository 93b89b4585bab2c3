import express from 'express';
import type { AppContext } from '../../http/app-context';
import { readOutbox, type OutboxEntry } from '../../integrations/mail/outbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(entries: OutboxEntry[]): string {
  const mails = entries
    .map(
      (m) => `<article><h2>${escape(m.subject)}</h2><p>To: ${escape(m.to)} — ${escape(m.date)}</p>
<pre>${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head>
<body><h1>Outbox (${entries.length})</h1>${mails || '<p>No mail yet.</p>'}</body></html>`;
}

/**
 * GET /dev/outbox: the mails the outbox mailer wrote, for development and end-to-end tests only.
 * Mounted only when mail goes to the outbox and NODE_ENV=development or MAIL_OUTBOX_PAGE=1: the
 * mails hold activation and reset links, so a real deployment never shows them.
 */
export function outboxRoutes({ config, mailer }: AppContext) {
  const router = express.Router();
  const enabled = config.NODE_ENV === 'development' || config.MAIL_OUTBOX_PAGE;
  if (mailer.kind !== 'outbox' || !enabled) return router;
  router.get('/dev/outbox', async (_req, res) => {
    res.type('html').send(page(await readOutbox(config.OUTBOX_DIR)));
  });
  router.get('/dev/outbox.json', async (_req, res) => {
    res.json(await readOutbox(config.OUTBOX_DIR));
  });
  return router;
}
