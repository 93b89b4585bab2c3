// npm run db:seed -- --users N --operations N [--seed S]: creates bench1..benchN (password
// bench1234), each with N generated operations, in the database of DATABASE_URL.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { findUserByLogin } from '../server/features/users/users.service';
import { createGeneratedUser } from '../server/features/demo/demo.service';

const MAX_USERS = 10_000;
const MAX_OPERATIONS = 10_000_000;

function count(text: string | undefined, name: string, fallback: number, max: number): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`--${name} must be an integer from 0 to ${max}`);
  }
  return value;
}

async function seed(users: number, operations: number, firstSeed: number): Promise<void> {
  const db = openDatabase(loadConfig().DATABASE_URL);
  try {
    await migrateToLatest(db.kysely);
    const started = performance.now();
    for (let i = 1; i <= users; i++) {
      const login = `bench${i}`;
      if (await findUserByLogin(db.kysely, login)) {
        console.log(`${login}: exists, skipped`);
        continue;
      }
      const t = performance.now();
      await createGeneratedUser(
        db.kysely,
        { login, password: 'bench1234', usageName: `Bench ${i}`, email: `${login}@pecule.local` },
        { operations, seed: firstSeed + i - 1 },
      );
      console.log(`${login}: ${operations} operations in ${Math.round(performance.now() - t)} ms`);
    }
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await db.close();
  }
}

try {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      operations: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  await seed(
    count(values.users, 'users', 1, MAX_USERS),
    count(values.operations, 'operations', 2_500, MAX_OPERATIONS),
    count(values.seed, 'seed', 1, 2 ** 32 - 1),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
