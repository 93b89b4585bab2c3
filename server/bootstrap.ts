import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { ProfileName, Role } from '../contract/access';
import { FALLBACK_LANGUAGE } from '../contract/languages';
import type { Config } from './config';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrator';
import { withStartupLock } from './db/startup-lock';
import { copyTemplateCategories } from './features/categories/categories.service';
import { agreeToCurrentTerms } from './features/cgu/cgu.service';
import { createUser, hasAdmin } from './features/users/users.service';

export const ADMIN_LOGIN = 'admin';

/**
 * On an empty database, creates the `admin` account with the standard category tree. Without
 * ADMIN_PASSWORD a password is generated and printed once: it is stored only as a hash.
 */
export async function ensureAdmin(db: Db, config: Config, logger: Logger): Promise<void> {
  if (await hasAdmin(db.kysely)) return;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await db.kysely.transaction().execute(async (trx) => {
    const adminId = await createUser(trx, {
      login: ADMIN_LOGIN,
      password,
      usageName: 'Administrator',
      profileName: ProfileName.admin,
      roles: [Role.user, Role.admin],
      active: true,
      language: FALLBACK_LANGUAGE,
    });
    await copyTemplateCategories(trx, adminId, FALLBACK_LANGUAGE);
    await agreeToCurrentTerms(trx, adminId, Date.now());
  });
  if (config.ADMIN_PASSWORD) logger.info(`Created the account "${ADMIN_LOGIN}".`);
  else console.log(`\nCreated the account "${ADMIN_LOGIN}" with the password: ${password}\n`);
}

/**
 * Brings the database to the current schema and creates the first accounts, one starting server
 * at a time (startup-lock.ts).
 */
export function prepareDatabase(db: Db, config: Config, logger: Logger): Promise<void> {
  return withStartupLock(db.kysely, async () => {
    await migrateToLatest(db.kysely);
    await ensureAdmin(db, config, logger);
    if (config.PECULE_DEMO) {
      const { seedDemo } = await import('./features/demo/demo.service');
      const { created } = await seedDemo(db.kysely);
      if (created) logger.info('Created the demo account.');
      console.log('Demo mode: sign in as "demo" with the password "demo1234".');
    }
  });
}
