// npm run db:seed -- --users N --operations N [--years Y] [--seed S] [--accounts N]
// [--categories N] [--payees N] [--plans N]: creates bench1..benchN (password bench1234), each
// with N generated operations over Y years (by default about 70 a month, up to 25 years) spread
// over its accounts, and at least the standard accounts (4), categories (89), payees (43) and
// planned operations (6), in DATABASE_URL's database. The benchmarks' user:
// --users 1 --accounts 20 --operations 200000 --years 20 --plans 100.
// --bare-users N adds bare1..bareN (password bare1234), accounts without books, for the admin
// user list (its bench: --bare-users 10000).
// --operations counts per user: the scale bench's 1M and 5M are --users 10000 --operations 100
// and --operations 500. From 100 users on (or with --bulk) the users share one password hash and
// their operations are written many users at a time (bulk-seed.ts): the same data, in minutes.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase, type Executor } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { findTakenLogins, findUserByLogin } from '../server/features/users/users.service';
import {
  createGeneratedUser,
  createGeneratedUsersInBulk,
  insertBareUsers,
  type GeneratedPerson,
  type ReferenceVolume,
} from '../server/features/demo/demo.service';

const MAX_USERS = 10_000;
const MAX_OPERATIONS = 10_000_000;
const MAX_REFERENCE_ROWS = 100_000;
const MAX_YEARS = 100;
/** From this many users the seed writes in bulk. */
const BULK_USERS = 100;
/** Operations held in memory at most before a bulk batch is written. */
const OPERATIONS_PER_BATCH = 50_000;

function count(text: string | undefined, name: string, fallback: number, max: number, min = 0) {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

interface SeedOptions {
  users: number;
  operations: number;
  /** Undefined: the generator's default period. */
  years: number | undefined;
  firstSeed: number;
  volume: ReferenceVolume;
  bareUsers: number;
  bulk: boolean;
}

const personOf = (i: number) => {
  const login = `bench${i}`;
  return { login, password: 'bench1234', usageName: `Bench ${i}`, email: `${login}@pecule.local` };
};

/** The bench users still to create, as the generator wants them. */
async function missingPeople(db: Executor, options: SeedOptions): Promise<GeneratedPerson[]> {
  const { users, operations, years, firstSeed, volume } = options;
  const all = Array.from({ length: users }, (_, i) => i + 1);
  const taken = await findTakenLogins(
    db,
    all.map((i) => personOf(i).login),
  );
  const people: GeneratedPerson[] = [];
  for (const i of all) {
    const person = personOf(i);
    if (taken.has(person.login)) continue;
    people.push({ person, options: { operations, years, seed: firstSeed + i - 1, volume } });
  }
  return people;
}

async function seedInBulk(db: Executor, options: SeedOptions): Promise<void> {
  const people = await missingPeople(db, options);
  console.log(`${options.users - people.length} bench users exist, ${people.length} to create.`);
  const batch = Math.max(1, Math.min(100, Math.floor(OPERATIONS_PER_BATCH / options.operations)));
  const started = performance.now();
  const onBatch = (created: number) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (created % 1000 < batch || created === people.length) {
      console.log(`${created} users, ${created * options.operations} operations in ${seconds} s`);
    }
  };
  await createGeneratedUsersInBulk(db, people, { batch, onBatch });
}

async function seedOneByOne(db: Executor, options: SeedOptions): Promise<void> {
  const { users, operations, years, firstSeed, volume } = options;
  for (let i = 1; i <= users; i++) {
    const person = personOf(i);
    if (await findUserByLogin(db, person.login)) {
      console.log(`${person.login}: exists, skipped`);
      continue;
    }
    const t = performance.now();
    await createGeneratedUser(db, person, { operations, years, seed: firstSeed + i - 1, volume });
    const took = Math.round(performance.now() - t);
    console.log(`${person.login}: ${operations} operations in ${took} ms`);
  }
}

async function seed(options: SeedOptions): Promise<void> {
  const { bareUsers, firstSeed } = options;
  const db = openDatabase(loadConfig().DATABASE_URL);
  try {
    await migrateToLatest(db.kysely);
    const started = performance.now();
    if (options.bulk) await seedInBulk(db.kysely, options);
    else await seedOneByOne(db.kysely, options);
    if (bareUsers > 0 && !(await findUserByLogin(db.kysely, 'bare1'))) {
      await insertBareUsers(db.kysely, bareUsers, firstSeed);
      console.log(`bare1..bare${bareUsers}: inserted`);
    }
    // Fresh statistics: right after a bulk seed PostgreSQL plans as if the tables were empty.
    await sql`ANALYZE`.execute(db.kysely);
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
      years: { type: 'string' },
      seed: { type: 'string' },
      accounts: { type: 'string' },
      categories: { type: 'string' },
      payees: { type: 'string' },
      plans: { type: 'string' },
      'bare-users': { type: 'string' },
      bulk: { type: 'boolean' },
    },
  });
  const users = count(values.users, 'users', 1, MAX_USERS);
  await seed({
    bulk: values.bulk === true || users >= BULK_USERS,
    users,
    operations: count(values.operations, 'operations', 2_500, MAX_OPERATIONS),
    years: values.years === undefined ? undefined : count(values.years, 'years', 1, MAX_YEARS, 1),
    firstSeed: count(values.seed, 'seed', 1, 2 ** 32 - 1),
    bareUsers: count(values['bare-users'], 'bare-users', 0, MAX_USERS),
    volume: {
      accounts: count(values.accounts, 'accounts', 0, MAX_REFERENCE_ROWS),
      categories: count(values.categories, 'categories', 0, MAX_REFERENCE_ROWS),
      payees: count(values.payees, 'payees', 0, MAX_REFERENCE_ROWS),
      plans: count(values.plans, 'plans', 0, MAX_REFERENCE_ROWS),
    },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
