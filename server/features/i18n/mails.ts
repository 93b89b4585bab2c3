import type { Language } from '../../../contract/auth';
import type { MailMessage } from '../../integrations/mail/mailer';
import { translate } from './translator';

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
