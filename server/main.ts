import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { paymentsOf } from './integrations/payments/payments';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { resolveSessionSecret } from './features/app-settings/app-settings.service';
import { runAutoSave } from './features/echeances/echeances-autosave.service';
import { purgeIdempotencyKeys } from './features/operations/operations-idempotency';
import { purgeOldWindows } from './features/rate-limits/rate-limits.service';
import { purgeExpiredSessions } from './features/sessions/sessions.service';
import { createLogger } from './http/logging';
import { RealtimeHub } from './integrations/realtime/realtime-hub';
import { systemClock } from './clock';
import { whenIdle } from './jobs/background';
import { scheduleDailyBackups } from './jobs/daily-backup';
import { HOUR_MS, runPeriodically } from './jobs/periodic';

const startedAt = performance.now();

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const db = openDatabase(config.DATABASE_URL);
  await prepareDatabase(db, config, logger);
  const secret = await resolveSessionSecret(db.kysely, config.SESSION_SECRET);
  const realtime = await RealtimeHub.create({
    db,
    databaseUrl: config.DATABASE_URL,
    secret,
    logger,
    clock: systemClock,
  });
  const payments = paymentsOf(config, systemClock);
  // PayPal's product and plans, found or created now rather than at the first subscription; a
  // failure is tried again then.
  payments.provider.prepare().catch((error: unknown) => {
    logger.warn({ err: error }, 'payment plans not ready; tried again at the first subscription');
  });
  const app = buildApp({ config, db, logger, secret, biEvents: realtime, payments });
  const purge = setInterval(() => {
    void purgeExpiredSessions(db.kysely);
    void purgeOldWindows(db.kysely, Date.now());
    void purgeIdempotencyKeys(db.kysely, Date.now());
  }, HOUR_MS).unref();
  // Planned operations that save themselves: at start, to catch up, then every hour.
  const stopAutoSave = runPeriodically(logger, 'echeances-autosave', HOUR_MS, async () => {
    const { saved, failed } = await runAutoSave(db.kysely, Date.now());
    if (saved > 0) logger.info({ saved }, 'planned operations saved');
    for (const { userId, error } of failed) {
      logger.error({ err: error, userId }, 'planned operations of a user not saved');
    }
  });

  scheduleDailyBackups(config, logger);

  const server = app.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    const ms = Math.round(performance.now() - startedAt);
    console.log(`Pécule ready on http://localhost:${port} (${db.dialect}, ${ms} ms)`);
  });
  realtime.attach(server);

  const stop = () => {
    clearInterval(purge);
    stopAutoSave();
    // Open sockets would hold server.close() forever: the hub closes them first.
    void realtime
      .close()
      .then(() =>
        server.close(() => void whenIdle().then(() => db.close().then(() => process.exit(0)))),
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
