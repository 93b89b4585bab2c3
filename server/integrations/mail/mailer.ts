import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

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
    ? smtpMailer(nodemailer.createTransport(settings.smtpUrl), settings.from)
    : outboxMailer(settings.outboxDir, settings.from);
}

function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      await fs.writeFile(path.join(dir, `${name}.eml`), info.message as Buffer);
      const summary = { ...message, date: new Date().toISOString() };
      await fs.writeFile(path.join(dir, `${name}.json`), JSON.stringify(summary));
    },
  };
}
