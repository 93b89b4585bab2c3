import { PostgresAdapter, sql, type Insertable } from 'kysely';
import { OperationKind } from '../../../contract/operations';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import type { OperationsTable } from '../../db/schema';
import { rebuildRollups } from '../operations/write/operations-rollups.service';
import type { OperationsWriter } from './generate';
import type { GeneratedOperation, GeneratedPart } from './generated-operations';
import { operationRow, partRow, partTagRows, type References } from './insert-operations';

// Many generated users' operations written together (db:seed of thousands of users): their ids
// are taken before the rows are written, so that parts, part tags and both legs of a transfer go
// in with their links in a few statements of thousands of rows each, instead of a user at a time.

interface Pending {
  userId: number;
  plan: readonly GeneratedOperation[];
  refs: References;
}

type Table = 'operations' | 'splitOperations';

/** `count` new ids of a table, in increasing order; they stay unused by anyone else. */
async function takeIds(db: Executor, table: Table, count: number): Promise<number[]> {
  const name = table === 'operations' ? 'operations' : 'split_operations';
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ id: string }>`
      select nextval(pg_get_serial_sequence(${name}, 'id')) as id
      from generate_series(1, ${count})`.execute(db);
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }
  // SQLite: the transaction holds the database, so the ids after the largest are free.
  const { rows } = await sql<{ last: number }>`
    select coalesce(max(id), 0) as last from ${sql.table(name)}`.execute(db);
  const last = Number(rows[0]?.last ?? 0);
  return Array.from({ length: count }, (_, i) => last + i + 1);
}

/** The other leg's id of each transfer leg, by index in the plan. */
function transferLegs(plan: readonly GeneratedOperation[], ids: readonly number[]) {
  const first = new Map<number, number>();
  const other = new Map<number, number>();
  plan.forEach((op, i) => {
    if (op.transfer === null) return;
    const known = first.get(op.transfer);
    if (known === undefined) {
      first.set(op.transfer, i);
      return;
    }
    other.set(i, ids[known] as number);
    other.set(known, ids[i] as number);
  });
  return other;
}

interface PlannedPart {
  userId: number;
  refs: References;
  part: GeneratedPart;
  row: ReturnType<typeof partRow>;
}

/** The operations rows, with their ids and transfer links, and their parts (ids to come). */
function rowsOf(pending: readonly Pending[], operationIds: readonly number[]) {
  const operations: Insertable<OperationsTable>[] = [];
  const parts: PlannedPart[] = [];
  let at = 0;
  for (const { userId, plan, refs } of pending) {
    const ids = operationIds.slice(at, at + plan.length);
    at += plan.length;
    const legs = transferLegs(plan, ids);
    plan.forEach((op, i) => {
      const id = ids[i] as number;
      const transferId = legs.get(i) ?? null;
      const operationType = transferId === null ? OperationKind.simple : OperationKind.transfer;
      operations.push({ id, ...operationRow(userId, op, refs), operationType, transferId });
      for (const part of op.parts) {
        parts.push({ userId, refs, part, row: partRow(userId, id, op, part, refs) });
      }
    });
  }
  return { operations, parts };
}

export class BulkOperations {
  private pending: Pending[] = [];
  private count = 0;

  /** The writer to give createGeneratedUser: it only gathers the user's operations. */
  readonly writer: OperationsWriter = (_db, userId, plan, refs) => {
    this.pending.push({ userId, plan, refs });
    this.count += plan.length;
    return Promise.resolve();
  };

  /** Operations gathered and not yet written. */
  get size(): number {
    return this.count;
  }

  /** Writes the gathered operations with their parts and tags, then sums their users' rollups. */
  async flush(db: Executor): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    this.count = 0;
    if (pending.length === 0) return;
    const operationIds = await takeIds(db, 'operations', sum(pending.map((p) => p.plan.length)));
    const { operations, parts } = rowsOf(pending, operationIds);
    const partIds = await takeIds(db, 'splitOperations', parts.length);
    const tags = parts.flatMap(({ userId, refs, part }, i) =>
      partTagRows(userId, partIds[i] as number, part, refs),
    );
    await bulkInsert(db, 'operations', operations);
    await bulkInsert(
      db,
      'splitOperations',
      parts.map(({ row }, i) => ({ id: partIds[i] as number, ...row })),
    );
    await bulkInsert(db, 'splitOperationTags', tags);
    await rebuildRollups(
      db,
      pending.map((p) => p.userId),
    );
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
