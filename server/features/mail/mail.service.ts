import type { Language } from '../../../contract/auth';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer';
import { translate } from '../i18n/translator';

/** What a service needs to mail a person a link: the mailer, where failures go, the app's address. */
export interface MailDelivery {
  mailer: Mailer;
  logger: Logger;
  /** Where links in mails point: PUBLIC_URL, or this server on localhost. */
  publicUrl: string;
}

export type MailKind = 'activation' | 'reset' | 'emailChange' | 'emailTaken' | 'emailNotice';

/** A mail in the person's language: greeting, body with the link, signature. */
export function composeMail(
  kind: MailKind,
  language: Language,
  to: string,
  values: { name: string; login: string; link?: string; email?: string },
): MailMessage {
  const text = [
    translate(language, 'mail.greeting', values),
    translate(language, `mail.${kind}.body`, values),
    translate(language, 'mail.signature'),
  ].join('\n\n');
  return { to, subject: translate(language, `mail.${kind}.subject`), text };
}

/**
 * Sends a mail after the data it announces is saved. A failing mail server is logged, not
 * answered: the account exists either way (the person can ask again), and a reset request must
 * not answer differently when the address has an account.
 */
export async function sendAfterCommit(
  { mailer, logger }: Pick<MailDelivery, 'mailer' | 'logger'>,
  message: MailMessage,
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    logger.error({ err: error, subject: message.subject }, 'mail not sent');
  }
}
