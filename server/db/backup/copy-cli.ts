// npm run db:copy -- --from file:data/pecule.db --to postgres://user@host:5432/pecule: moves the
// SQLite database to an empty PostgreSQL database (migrated by this command if need be), then
// checks every table's count, sums and content on both sides. Stop the app first.
import { parseArgs } from 'node:util';
import { copyDatabase } from './copy-database';

try {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' } },
  });
  if (!values.from || !values.to) {
    throw new Error('usage: npm run db:copy -- --from file:data/pecule.db --to postgres://…');
  }
  const { tables, ms } = await copyDatabase(values.from, values.to);
  for (const [table, digest] of Object.entries(tables))
    console.log(`${table}: ${digest.rows} rows`);
  console.log(`Copied and checked ${Object.keys(tables).length} tables in ${ms} ms.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
