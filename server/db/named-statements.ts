import { createHash } from 'node:crypto';
import type pg from 'pg';

// PostgreSQL plans every query it is sent, unless the query is a named prepared statement, which
// each connection parses and plans once. The few queries every request runs (the session's user,
// the books version) are marked here by their SQL text, and the pool's clients send them named.
// Only marked texts are named: a statement per distinct text stays on each connection for good.

const named = new Map<string, string>();

/** Marks a query's SQL text to run as a named prepared statement on PostgreSQL. */
export function nameStatement(sql: string): void {
  if (named.has(sql)) return;
  named.set(sql, `p_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`);
}

type Query = (...args: unknown[]) => unknown;
const patched = new WeakSet<pg.PoolClient>();

function nameOnClient(client: pg.PoolClient): pg.PoolClient {
  if (patched.has(client)) return client;
  patched.add(client);
  const query = client.query.bind(client) as Query;
  const naming: Query = (text, ...rest) => {
    const name = typeof text === 'string' ? named.get(text) : undefined;
    if (name === undefined) return query(text, ...rest);
    const [values, ...callback] = rest;
    return query({ name, text, values }, ...callback);
  };
  client.query = naming as typeof client.query;
  return client;
}

/** Makes the pool's clients send the marked statements named (patched once per client). */
export function nameMarkedStatements(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    const [callback] = args;
    if (typeof callback === 'function') {
      return connect((error: Error | undefined, client: pg.PoolClient, done: unknown) =>
        callback(error, client && nameOnClient(client), done),
      );
    }
    return (connect() as Promise<pg.PoolClient>).then(nameOnClient);
  }) as typeof pool.connect;
  return pool;
}
