import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mailer';
import { readOutbox, type OutboxEntry } from '../../integrations/mail/outbox';
import { escapeHtml as escape } from '../../http/html';

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
 * The mails hold activation and reset links, so a real deployment never shows them: the page
 * exists only when mail goes to the outbox and MAIL_OUTBOX_PAGE=1 asks for it, never by default.
 */
export const isOutboxPageOn = (config: Config, mailer: Mailer): boolean =>
  mailer.kind === 'outbox' && config.MAIL_OUTBOX_PAGE;

export const outboxEntries = (dir: string): Promise<OutboxEntry[]> => readOutbox(dir);

export const outboxPage = async (dir: string): Promise<string> => page(await readOutbox(dir));
