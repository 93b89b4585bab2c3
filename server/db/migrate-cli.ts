import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrator';

const config = loadConfig();
const db = openDatabase(config.DATABASE_URL);
const { results = [] } = await migrateToLatest(db.kysely);
for (const r of results) console.log(`${r.status}: ${r.migrationName}`);
if (results.length === 0) console.log('Database already up to date.');
await db.close();
