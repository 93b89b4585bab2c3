import type { Executor } from '../../../db/database';
import { prepared } from '../../../db/prepared';

const versionOfUser = prepared((db, userId: number) =>
  db.selectFrom('booksVersions').select('version').where('userId', '=', userId),
);

export async function findBooksVersion(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await versionOfUser(db, userId);
  return row === undefined ? undefined : Number(row.version);
}
