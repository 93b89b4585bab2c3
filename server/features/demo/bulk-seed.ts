import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { hashPassword } from '../users/passwords';
import { BulkOperations } from './bulk-operations';
import { createGeneratedUser, type Person } from './demo';
import type { GenerateOptions } from './generate';

// db:seed of thousands of users: the same users and data as createGeneratedUser one at a time,
// but each password hashed once for all who share it (a hash takes tens of milliseconds on
// purpose) and the operations of many users written together (bulk-operations.ts).

export interface GeneratedPerson {
  person: Person;
  options: GenerateOptions;
}

/** Users per transaction: their operations go in together, then their rollups are summed. */
const USERS_PER_BATCH = 100;
/**
 * Batches written at once, each on its own connection: while one waits for the database another
 * plans its operations, and the database works on several.
 */
const CONCURRENT_BATCHES = 6;

export interface BulkOptions {
  /** Users per transaction. */
  batch?: number;
  /** Told the number of users created so far after each batch. */
  onBatch?: (created: number) => void;
}

async function passwordHashes(people: readonly GeneratedPerson[]): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const { person } of people) {
    if (!hashes.has(person.password)) {
      hashes.set(person.password, await hashPassword(person.password));
    }
  }
  return hashes;
}

/** Creates the users, `batch` per transaction, several transactions at a time. */
export async function createGeneratedUsersInBulk(
  db: Executor,
  people: readonly GeneratedPerson[],
  { batch = USERS_PER_BATCH, onBatch = () => {} }: BulkOptions = {},
): Promise<void> {
  const hashes = await passwordHashes(people);
  const writeBatch = (group: readonly GeneratedPerson[]) =>
    inTransaction(db, async (trx) => {
      const operations = new BulkOperations();
      for (const { person, options } of group) {
        const passwordHash = hashes.get(person.password);
        await createGeneratedUser(trx, { ...person, passwordHash }, options, operations.writer);
      }
      await operations.flush(trx);
    });
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < people.length) {
      const group = people.slice(next, next + batch);
      next += batch;
      await writeBatch(group);
      created += group.length;
      onBatch(created);
    }
  };
  const workers = db.isTransaction ? 1 : CONCURRENT_BATCHES;
  await Promise.all(Array.from({ length: workers }, worker));
}
