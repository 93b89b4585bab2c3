import cookieParser from 'cookie-parser';
import type { IncomingMessage } from 'node:http';
import express, { type Express, type Request } from 'express';
import { BI_WEBHOOK_EVENTS, BI_WEBHOOK_PATH, BI_WEBVIEW_FLOWS } from '../contract/bi';
import { SANDBOX_WEBVIEW_PATH } from './features/bi/bi-webview.service';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import { routeTable } from './features/routes';
import { sessionMiddleware } from './features/sessions/session-cookies';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import type { AppContext } from './app-context';
import { systemClock, type Clock } from './clock';
import { silentBiEvents, type BiEvents } from './integrations/realtime/bi-events';
import type { Aggregator } from './integrations/aggregator/aggregator';
import { createAggregator } from './integrations/aggregator/create-aggregator';
import { compress } from './http/compress';
import { csrfProtection } from './http/csrf';
import { errorHandler, notFound } from './http/error-handler';
import { requestLogging } from './http/logging';
import { knownMethodsOnly, noStore, securityHeaders } from './http/security';
import { routerOf } from './http/router';
import { spaRouter } from './http/spa';

export interface AppDependencies {
  config: Config;
  db: Db;
  logger: Logger;
  /** Signs CSRF tokens (SESSION_SECRET or the one kept in the database). */
  secret: string;
  clock?: Clock;
  mailer?: Mailer;
  biEvents?: BiEvents;
  aggregator?: Aggregator;
  /** Checks every JSON answer against its declared schema (the integration tests turn it on). */
  checkAnswers?: boolean;
}

/**
 * Paths called by other servers (payment and aggregator webhooks), outside CSRF, and the sandbox
 * bank's form (a plain HTML post, authenticated by its single-access code, as at Powens).
 */
const CSRF_EXEMPT: readonly string[] = [
  ...BI_WEBHOOK_EVENTS.map((event) => `${BI_WEBHOOK_PATH}/${event}`),
  ...BI_WEBVIEW_FLOWS.map((flow) => `${SANDBOX_WEBVIEW_PATH}/${flow}`),
];

/** The webhook signature covers the bytes as sent: they are kept for those routes only. */
const keepWebhookBytes = (req: IncomingMessage, _res: unknown, bytes: Buffer) => {
  if (req.url?.startsWith(`${BI_WEBHOOK_PATH}/`)) (req as Request).rawBody = bytes;
};

export function contextOf({
  config,
  db,
  logger,
  secret,
  clock,
  mailer,
  biEvents,
  aggregator,
}: AppDependencies): AppContext {
  const sender =
    mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: config.OUTBOX_DIR,
    });
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return {
    config,
    db,
    logger,
    secret,
    clock: clock ?? systemClock,
    mailer: sender,
    mail: { mailer: sender, logger, publicUrl },
    policy: { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS },
    biEvents: biEvents ?? silentBiEvents,
    aggregator: aggregator ?? createAggregator(config),
  };
}

/** Builds the whole application without listening, so tests drive it directly. */
export function buildApp(dependencies: AppDependencies): Express {
  const ctx = contextOf(dependencies);
  const app = express();
  app.disable('x-powered-by');
  // API answers are no-store, so hashing each body for an ETag would be wasted; static files and
  // translations set their own.
  app.set('etag', false);
  app.set('trust proxy', ctx.config.TRUST_PROXY === '' ? false : ctx.config.TRUST_PROXY);
  app.use(requestLogging(ctx.logger));
  app.use(securityHeaders, knownMethodsOnly);
  app.use('/api', noStore);
  app.use(express.json({ limit: ctx.config.BODY_LIMIT, verify: keepWebhookBytes }));
  app.use(cookieParser());
  app.use(sessionMiddleware(ctx.db, ctx.policy, ctx.clock));
  app.use(csrfProtection(ctx.secret, CSRF_EXEMPT));

  app.use(routerOf(routeTable(ctx), { checkAnswers: dependencies.checkAnswers ?? false }));

  app.use('/api', notFound);
  const spa = spaRouter(ctx.config.STATIC_DIR);
  if (spa) app.use(compress, spa);
  app.use(notFound);
  app.use(errorHandler(ctx.logger));
  return app;
}
