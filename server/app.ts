import type { IncomingMessage } from 'node:http';
import express, { type Express, type Request } from 'express';
import {
  BI_WEBHOOK_EVENTS,
  BI_WEBHOOK_PATH,
  BI_WEBVIEW_FLOWS,
  SANDBOX_WEBVIEW_PATH,
} from '../contract/bi';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import { routeTable } from './features/routes';
import { sessionMiddleware } from './features/auth/session-middleware';
import { apiTokenMiddleware } from './features/api-tokens/api-token-middleware';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import type { AppContext } from './app-context';
import { systemClock, type Clock } from './clock';
import { silentBiEvents, type BiEvents } from './integrations/realtime/bi-events';
import { paymentsOf, type Payments } from './integrations/payments/payments';
import { PAYPAL_WEBHOOK_PATH } from './features/subscriptions/subscriptions-webhook.routes';
import { SANDBOX_DECISION_PATH } from './features/subscriptions/subscriptions-sandbox.routes';
import type { Aggregator } from './integrations/aggregator/aggregator';
import { createAggregator } from './integrations/aggregator/create-aggregator';
import { compress } from './http/compress';
import { csrfProtection } from './http/csrf';
import { errorHandler, notFound } from './http/error-handler';
import { inSequence } from './http/in-sequence';
import { jsonBodies } from './http/json-bodies';
import { observeRequests } from './http/request-observation';
import { knownMethodsOnly, noStoreUnder, securityHeaders } from './http/security';
import { checkPublicRoutes } from './http/public-routes';
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
  payments?: Payments;
  aggregator?: Aggregator;
  /** Checks every JSON answer against its declared schema (the integration tests turn it on). */
  checkAnswers?: boolean;
}

/**
 * Outside CSRF: paths called by other servers (payment and aggregator webhooks); the payment
 * sandbox's decision, a plain HTML form standing for PayPal's own site (its unguessable
 * subscription id is what a forged request would lack); and the sandbox bank's form (a plain HTML
 * post, authenticated by its single-access code, as at Powens).
 */
const CSRF_EXEMPT: readonly string[] = [
  PAYPAL_WEBHOOK_PATH,
  SANDBOX_DECISION_PATH,
  ...BI_WEBHOOK_EVENTS.map((event) => `${BI_WEBHOOK_PATH}/${event}`),
  ...BI_WEBVIEW_FLOWS.map((flow) => `${SANDBOX_WEBVIEW_PATH}/${flow}`),
];

/** Webhook signatures cover the bytes as sent: they are kept for those routes only. */
const keepWebhookBytes = (req: IncomingMessage, _res: unknown, bytes: Buffer) => {
  const path = (req as Request).path;
  if (path === PAYPAL_WEBHOOK_PATH || req.url?.startsWith(`${BI_WEBHOOK_PATH}/`)) {
    (req as Request).rawBody = bytes;
  }
};

export function contextOf({
  config,
  db,
  logger,
  secret,
  clock,
  mailer,
  biEvents,
  payments,
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
    payments: payments ?? paymentsOf(config, clock ?? systemClock),
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
  app.use(
    inSequence([
      observeRequests(ctx.logger),
      securityHeaders,
      knownMethodsOnly,
      noStoreUnder('/api'),
      jsonBodies({ limit: ctx.config.BODY_LIMIT, verify: keepWebhookBytes }),
      apiTokenMiddleware(ctx.db, ctx.logger, ctx.clock, ctx.config.API_TOKENS_OFF),
      sessionMiddleware(ctx.db, ctx.policy, ctx.clock),
      csrfProtection(ctx.secret, CSRF_EXEMPT),
    ]),
  );

  const table = routeTable(ctx);
  checkPublicRoutes(table);
  app.use(routerOf(table, { checkAnswers: dependencies.checkAnswers ?? false }));

  app.use(['/api', '/public/api'], notFound);
  const spa = spaRouter(ctx.config.STATIC_DIR);
  if (spa) app.use(compress, spa);
  app.use(notFound);
  app.use(errorHandler(ctx.logger));
  return app;
}
