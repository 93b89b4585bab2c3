import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { SessionPolicy } from '../features/sessions/sessions.service';
import type { Mailer } from '../integrations/mail/mailer';
import type { Clock } from './clock';

/** What every feature's routes are built with. */
export interface AppContext {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  /** Signs CSRF tokens. */
  secret: string;
  policy: SessionPolicy;
  /** Where links in mails point: PUBLIC_URL, or this server on localhost. */
  publicUrl: string;
}
