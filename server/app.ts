import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { i18nRoutes } from './features/i18n/i18n.routes';
import type { SessionPolicy } from './features/sessions/sessions.service';
import { csrfProtection } from './http/csrf';
import { apiNotFound, errorHandler } from './http/error-handler';
import { requestLogging } from './http/logging';
import './http/request-context';
import { noStore, securityHeaders } from './http/security';
import { sessionMiddleware } from './http/session';
import { spaRouter } from './http/spa';

export interface AppDependencies {
  config: Config;
  db: Db;
  logger: Logger;
  /** Signs CSRF tokens (SESSION_SECRET or the one kept in the database). */
  secret: string;
}

/** Paths called by other servers (payment and aggregator webhooks), outside CSRF. */
const CSRF_EXEMPT: readonly string[] = [];

/** Builds the whole application without listening, so tests drive it directly. */
export function buildApp({ config, db, logger, secret }: AppDependencies): Express {
  const policy: SessionPolicy = {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxHours: config.SESSION_MAX_HOURS,
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY === '' ? false : config.TRUST_PROXY);
  app.use(requestLogging(logger));
  app.use(securityHeaders);
  app.use(compression());
  app.use('/api', noStore);
  app.use(express.json({ limit: config.BODY_LIMIT }));
  app.use(cookieParser());
  app.use(csrfProtection(secret, CSRF_EXEMPT));
  app.use(sessionMiddleware(db, policy));

  app.use(healthRoutes(db));
  app.use(i18nRoutes());
  app.use(authRoutes({ db, policy, secret }));

  app.use('/api', apiNotFound);
  const spa = spaRouter(config.STATIC_DIR);
  if (spa) app.use(spa);
  app.use(errorHandler);
  return app;
}
