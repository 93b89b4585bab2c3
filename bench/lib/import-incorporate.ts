import { sql } from 'kysely';
import type { Db } from '../../server/db/database';

// The incorporation step of bench/import.ts: a report's lines incorporated through HTTP, and on
// PostgreSQL the sequential scans it caused.

/**
 * POST /api/import/incorporate of every line of a report, none merged: as many new operations
 * written through the books' write path into the account of 50,000 (real statistics).
 */
export async function reportLineIds(baseUrl: string, cookie: string, reportId: number) {
  const report = await fetch(`${baseUrl}/api/import/${reportId}`, { headers: { cookie } });
  const { operations } = (await report.json()) as { operations: { importedOperationId: number }[] };
  return operations.map((line) => line.importedOperationId);
}

export async function incorporateAll(
  baseUrl: string,
  cookie: string,
  accountId: number,
  ids: readonly number[],
) {
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(`${baseUrl}/api/import/incorporate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ accountId, ids, merge: false, updateAccount: true }),
  });
  const body = (await response.json()) as { created?: number };
  if (response.status !== 200) {
    throw new Error(`incorporate answered ${response.status} ${JSON.stringify(body)}`);
  }
  const used = process.cpuUsage(cpu);
  return {
    lines: ids.length,
    created: body.created,
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round((used.user + used.system) / 1000),
  };
}

/**
 * PostgreSQL: the sequential scans of the tables the new rows' foreign keys point at, to tell a
 * generic plan scanning `operations` for every check (seen in fresh test schemas) from the
 * index lookups a table with statistics gets.
 */
export async function sequentialScans(db: Db): Promise<Record<string, number>> {
  if (db.dialect !== 'postgres') return {};
  const { rows } = await sql<{ relname: string; seqScan: string }>`
    select relname, seq_scan from pg_stat_user_tables
    where relname in ('operations', 'split_operations', 'accounts', 'categories')`.execute(
    db.kysely,
  );
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.seqScan)]));
}
