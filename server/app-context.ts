import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { SessionPolicy } from './features/sessions/sessions.service';
import type { MailDelivery } from './features/mail/mail.service';
import type { Mailer } from './integrations/mail/mailer';
import type { Clock } from './clock';
import type { BiEvents } from './integrations/realtime/bi-events';
import type { Payments } from './integrations/payments/payments';
import type { Aggregator } from './integrations/aggregator/aggregator';

/** What every feature's routes are built with. */
export interface AppContext {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  /** The mailer, the logger and the public address, as services that mail links take them. */
  mail: MailDelivery;
  /** Signs CSRF tokens. */
  secret: string;
  policy: SessionPolicy;
  /** Publishes bank-sync events to the user's open pages. */
  biEvents: BiEvents;
  /** The payment provider (PayPal, or its embedded sandbox) and the webhook verifier. */
  payments: Payments;
  /** The bank-aggregation provider: Powens, or the embedded sandbox bank (BI_PROVIDER). */
  aggregator: Aggregator;
}
