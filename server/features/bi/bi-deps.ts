import type { Logger } from 'pino';
import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Aggregator } from '../../integrations/aggregator/aggregator';
import type { BiEvents } from '../../integrations/realtime/bi-events';
import { tokenCipher, type TokenCipher } from './bi-token-cipher';

/** What the bank-sync services need from the app context. */
export interface BiDeps {
  db: Db;
  aggregator: Aggregator;
  cipher: TokenCipher;
  clock: Clock;
  logger: Logger;
  biEvents: BiEvents;
  config: Config;
  secret: string;
  /** The app's own base address (the web view's return, the sandbox bank's page). */
  publicUrl: string;
}

export function biDepsOf(ctx: AppContext): BiDeps {
  return {
    db: ctx.db,
    aggregator: ctx.aggregator,
    cipher: tokenCipher(ctx.secret, ctx.config.POWENS_TOKEN_KEY),
    clock: ctx.clock,
    logger: ctx.logger,
    biEvents: ctx.biEvents,
    config: ctx.config,
    secret: ctx.secret,
    publicUrl: ctx.mail.publicUrl,
  };
}
