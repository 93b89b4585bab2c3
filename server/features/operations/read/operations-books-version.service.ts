import type { Executor } from '../../../db/database';
import { findBooksVersion } from './operations-books-version.repository';

/**
 * The version of what the user's operations list shows, bumped by the database in the
 * transaction of every change to it (migration 0011); -1 when unknown, which nothing caches.
 */
export async function booksVersion(db: Executor, userId: number): Promise<number> {
  return (await findBooksVersion(db, userId)) ?? -1;
}
