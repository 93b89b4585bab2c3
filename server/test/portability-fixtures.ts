import { ProfileName } from '../../contract/access';
import type { PortabilityDocument } from '../../contract/portability';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { copyTemplateCategories } from '../features/categories/categories.service';
import { exportDocument } from '../features/portability/portability-export.service';
import { openEmptyDatabase, type OpenedDatabase } from './databases';
import { TestClient, createTestApp, givenUser } from './test-app';

// Export and import helpers for the data portability tests.

export const NOW = new Date('2026-06-01T10:00:00Z');

/** The document of a user, read through the export service. */
export async function exportOf(db: Db, userId: number): Promise<PortabilityDocument> {
  return JSON.parse(
    [...(await exportDocument(db.kysely, userId, NOW))].join(''),
  ) as PortabilityDocument;
}

export const toBytes = (doc: unknown) => new TextEncoder().encode(JSON.stringify(doc));

/** Another Pécule instance: a migrated database of the same kind, dropped by `drop`. */
export async function freshInstance(kind: Db['dialect']): Promise<OpenedDatabase> {
  const opened = await openEmptyDatabase(kind);
  await migrateToLatest(opened.db.kysely);
  return opened;
}

/** A signed-in user of that database with no books, only the standard tree signup gives (unless told). */
export async function givenSignedIn(db: Db, { tree = true } = {}) {
  const user = await givenUser(db, { profileName: ProfileName.user });
  if (tree) await copyTemplateCategories(db.kysely, user.id, 'fr');
  const client = new TestClient(createTestApp(db));
  await client.signIn(user.login, user.password);
  return { ...user, client };
}

/** What the user owns, counted per table (to prove a refused import wrote nothing). */
export async function ownedCounts(db: Db, userId: number) {
  const tables = [
    'banks',
    'accounts',
    'operations',
    'splitOperations',
    'categories',
    'payees',
    'tags',
    'echeances',
    'budgets',
    'accountMonthSums',
    'categoryMonthSums',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
