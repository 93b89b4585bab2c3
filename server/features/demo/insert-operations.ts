import { sql } from 'kysely';
import { OperationKind, POINTED } from '../../../contract/operations';
import { searchFold } from '../../../contract/operations-search';
import type { Executor } from '../../db/database';
import type { GeneratedOperation, GeneratedPart } from './generated-operations';
import { sortedIds, type AccountIds } from './setup';

/** The generated ids the plan's names resolve to. */
export interface References {
  accounts: AccountIds;
  categories: Map<string, number>;
  payees: Map<string, number>;
  tags: Map<string, number>;
  types: Map<string, number>;
}

/** Rows per INSERT: 1,000 operations of 13 values stay under SQLite's 32,766 parameters. */
const BATCH = 1_000;
/** Transfers linked per UPDATE: 3 parameters a leg. */
const LINK_BATCH = 500;

function required<T>(map: Map<string, T> | Record<string, T>, key: string): T {
  const value = map instanceof Map ? map.get(key) : map[key];
  if (value === undefined) throw new Error(`unknown reference: ${key}`);
  return value;
}

/** Inserts the operations, their split parts and tags, then pairs the transfer legs. */
export async function insertOperations(
  db: Executor,
  userId: number,
  plan: readonly GeneratedOperation[],
  refs: References,
): Promise<void> {
  const legs = new Map<number, number[]>();
  for (let start = 0; start < plan.length; start += BATCH) {
    const batch = plan.slice(start, start + BATCH);
    const ids = await insertBatch(db, userId, batch, refs);
    batch.forEach((op, i) => {
      if (op.transfer === null) return;
      const known = legs.get(op.transfer);
      if (known) known.push(ids[i] as number);
      else legs.set(op.transfer, [ids[i] as number]);
    });
  }
  const pairs = [...legs.values()].map(([source, target]) => {
    if (source === undefined || target === undefined) throw new Error('a transfer needs two legs');
    return [source, target] as const;
  });
  for (let at = 0; at < pairs.length; at += LINK_BATCH) {
    await linkLegs(db, pairs.slice(at, at + LINK_BATCH));
  }
}

/**
 * The legs of each pair become a transfer naming each other, every pair in one statement
 * (migration 0004 wants both ends of a link written together).
 */
function linkLegs(db: Executor, pairs: readonly (readonly [number, number])[]) {
  const other = pairs.flatMap(([a, b]) => [sql`when ${a} then ${b}`, sql`when ${b} then ${a}`]);
  return db
    .updateTable('operations')
    .set({
      operationType: OperationKind.transfer,
      transferId: sql<number>`cast(case id ${sql.join(other, sql` `)} end as bigint)`,
    })
    .where('id', 'in', pairs.flat())
    .execute();
}

/** The operations row of a planned operation (a transfer leg is linked afterwards). */
export function operationRow(userId: number, op: GeneratedOperation, refs: References) {
  const stamp = `${op.date}T12:00:00.000Z`;
  return {
    userId,
    accountId: required(refs.accounts, op.account),
    date: op.date,
    valueDate: op.valueDate,
    amount: op.amount,
    state: op.pointed ? POINTED : null,
    typeId: required(refs.types, op.type),
    payeeId: op.payee === null ? null : required(refs.payees, op.payee),
    memo: op.memo,
    memoFolded: searchFold(op.memo ?? ''),
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** The split_operations row of a part of a planned operation. */
export function partRow(
  userId: number,
  operationId: number,
  op: GeneratedOperation,
  part: GeneratedPart,
  refs: References,
) {
  return {
    userId,
    operationId,
    accountId: required(refs.accounts, op.account),
    categoryId: part.category === null ? null : required(refs.categories, part.category),
    valueDate: op.valueDate,
    amount: part.amount,
  };
}

/** The split_operation_tags rows of a part. */
export const partTagRows = (
  userId: number,
  splitOperationId: number,
  part: GeneratedPart,
  refs: References,
) => part.tags.map((tag) => ({ userId, splitOperationId, tagId: required(refs.tags, tag) }));

async function insertBatch(
  db: Executor,
  userId: number,
  batch: readonly GeneratedOperation[],
  refs: References,
): Promise<number[]> {
  const rows = batch.map((op) => operationRow(userId, op, refs));
  const ids = sortedIds(await db.insertInto('operations').values(rows).returning('id').execute());
  await insertSplits(db, userId, batch, ids, refs);
  return ids;
}

async function insertSplits(
  db: Executor,
  userId: number,
  batch: readonly GeneratedOperation[],
  operationIds: readonly number[],
  refs: References,
): Promise<void> {
  const parts = batch.flatMap((op, i) =>
    op.parts.map((part) => ({ op, part, operationId: operationIds[i] as number })),
  );
  const rows = parts.map(({ op, part, operationId }) =>
    partRow(userId, operationId, op, part, refs),
  );
  const ids = sortedIds(
    await db.insertInto('splitOperations').values(rows).returning('id').execute(),
  );
  const tags = parts.flatMap(({ part }, i) => partTagRows(userId, ids[i] as number, part, refs));
  if (tags.length > 0) await db.insertInto('splitOperationTags').values(tags).execute();
}
