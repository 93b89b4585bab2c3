// npm run db:rebuild-rollups [-- --login LOGIN]: sums account_month_sums and category_month_sums
// again from the operations, for every user or for one, in DATABASE_URL's database (after rows
// were written outside the operations write path, or to check them: the sums must not change).
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { rebuildRollups } from '../server/features/operations/write/operations-rollups.service';
import { findUserByLogin } from '../server/features/users/users.service';

async function rebuild(login: string | undefined): Promise<void> {
  const db = openDatabase(loadConfig().DATABASE_URL);
  try {
    const user = login === undefined ? undefined : await findUserByLogin(db.kysely, login);
    if (login !== undefined && !user) throw new Error(`no user ${login}`);
    const started = performance.now();
    await rebuildRollups(db.kysely, user?.id);
    const took = Math.round(performance.now() - started);
    console.log(`Rollups rebuilt for ${login ?? 'every user'} in ${took} ms.`);
  } finally {
    await db.close();
  }
}

try {
  const { values } = parseArgs({ options: { login: { type: 'string' } } });
  await rebuild(values.login);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
