// npm run backup [-- FILE]: a consistent copy of DATABASE_URL's database, taken while the app
// runs, into FILE or a UTC-stamped file of data/backups (BACKUP_DIR).
import { loadConfig } from '../../config';
import { backupDatabase } from './backup';

try {
  const config = loadConfig();
  const file = process.argv[2];
  const {
    file: written,
    bytes,
    ms,
  } = await backupDatabase(config.DATABASE_URL, {
    file,
    dir: config.BACKUP_DIR,
  });
  console.log(`Backup written to ${written} (${bytes} bytes, ${ms} ms).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
