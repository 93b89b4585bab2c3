import type { LogEvent } from 'kysely';
import type pg from 'pg';
import { recordPoolAcquisition, recordStatement, type StatementKind } from '../metrics/db-metrics';
import { secondsSince } from '../metrics/registry';

const KIND_OF_NODE: Readonly<Record<string, StatementKind>> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};

const RAW_KIND = /^\s*(select|insert|update|delete)\b/i;

/** The kind of a statement: its query node's, or a raw statement's first word. */
function kindOf({ query, sql }: LogEvent['query']): StatementKind {
  const kind = KIND_OF_NODE[query.kind];
  if (kind) return kind;
  const word = RAW_KIND.exec(sql)?.[1];
  return word ? (word.toLowerCase() as StatementKind) : 'other';
}

/** Kysely's `log` option: every statement (failed ones too) into the duration histogram. */
export const statementLogger =
  (dialect: 'sqlite' | 'postgres') =>
  (event: LogEvent): void =>
    recordStatement(dialect, kindOf(event.query), event.queryDurationMillis / 1000);

/** Times the pool's `connect()` as Kysely calls it (a promise), for the acquisition histogram. */
export function timedConnect(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    const started = performance.now();
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      recordPoolAcquisition(secondsSince(started));
      return client;
    });
  }) as typeof pool.connect;
  return pool;
}
