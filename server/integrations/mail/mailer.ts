import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the same messages as .eml files in the
 * outbox, each with a .json summary that the outbox page lists.
 */
export function createMailer(settings: MailSettings): Mailer {
  return settings.smtpUrl
    ? smtpMailer(settings.smtpUrl, settings.from)
    : outboxMailer(settings.outboxDir, settings.from);
}

type TransportOptions = Parameters<typeof nodemailer.createTransport>[0];

/** nodemailer loads at the first message, not at the server's start (docs/decisions/fast-start.md). */
function lazyTransport(options: TransportOptions): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(options),
    ));
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}

function outboxMailer(dir: string, from: string): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      await fs.writeFile(path.join(dir, `${name}.eml`), info.message as Buffer);
      const summary = { ...message, date: new Date().toISOString() };
      await fs.writeFile(path.join(dir, `${name}.json`), JSON.stringify(summary));
    },
  };
}
