// npm run restore -- FILE [--force]: restores a backup of npm run backup into DATABASE_URL's
// database, which must be empty unless --force, then brings it up to this version's migrations.
// Stop the app first.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { restoreDatabase } from './backup';

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('usage: npm run restore -- FILE [--force]');
  const config = loadConfig();
  const { setAside, migrated } = await restoreDatabase(config.DATABASE_URL, file, values.force);
  if (setAside) console.log(`The replaced database was kept as ${setAside}.`);
  for (const name of migrated) console.log(`Migrated: ${name}`);
  console.log(`Restored ${file}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
