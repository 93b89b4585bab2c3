import '../contract/zod-jitless';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { paymentsOf } from './integrations/payments/payments';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { resolveSessionSecret } from './features/app-settings/app-settings.service';
import { sessionCheckOf } from './features/realtime/realtime.service';
import { createLogger } from './http/logging';
import { RealtimeHub } from './integrations/realtime/realtime-hub';
import { systemClock } from './clock';
import { whenIdle } from './jobs/background';
import { periodicTasks, startSchedule } from './jobs/schedule';
import { dailyBackupTasks } from './jobs/daily-backup';
import { exchangeRatesTasks } from './jobs/exchange-rates-task';
import { startProcessMetrics } from './metrics/registry';

const startedAt = performance.now();

async function main(): Promise<void> {
  const config = loadConfig();
  startProcessMetrics();
  const logger = createLogger(config.LOG_LEVEL);
  const db = openDatabase(config.DATABASE_URL);
  await prepareDatabase(db, config, logger);
  const secret = await resolveSessionSecret(db.kysely, config.SESSION_SECRET);
  const realtime = await RealtimeHub.create({
    db,
    databaseUrl: config.DATABASE_URL,
    sessions: sessionCheckOf(db.kysely, systemClock),
    logger,
  });
  const payments = paymentsOf(config, systemClock);
  // PayPal's product and plans, found or created now rather than at the first subscription; a
  // failure is tried again then.
  payments.provider.prepare().catch((error: unknown) => {
    logger.warn({ err: error }, 'payment plans not ready; tried again at the first subscription');
  });
  const app = buildApp({ config, db, logger, secret, biEvents: realtime, payments });
  const tasks = [
    ...periodicTasks(db.kysely, logger),
    ...dailyBackupTasks(config, logger),
    ...exchangeRatesTasks(db.kysely, config, logger),
  ];
  const stopSchedule = startSchedule(db.kysely, tasks, logger, systemClock);

  const server = app.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    const ms = Math.round(performance.now() - startedAt);
    console.log(`Pécule ready on http://localhost:${port} (${db.dialect}, ${ms} ms)`);
  });
  realtime.attach(server);

  // Open sockets would hold server.close() forever: the hub closes them first. Then the tasks
  // under way (periodic runs, background work) end before the database closes.
  const shutdown = async () => {
    stopSchedule();
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
    await whenIdle();
    await db.close();
  };
  const stop = () => {
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
