import type { Language } from '../../../contract/auth';
import type { AppContext } from '../../http/app-context';
import type { MailMessage } from '../../integrations/mail/mailer';
import { translate } from '../i18n/translator';

export type MailKind = 'activation' | 'reset';

/** A mail in the person's language: greeting, body with the link, signature. */
export function composeMail(
  kind: MailKind,
  language: Language,
  to: string,
  values: { name: string; login: string; link: string },
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
  ctx: Pick<AppContext, 'mailer' | 'logger'>,
  message: MailMessage,
): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.logger.error({ err: error, subject: message.subject }, 'mail not sent');
  }
}
