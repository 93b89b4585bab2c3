import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The rows of the speed issue's table (issue 27): each benchmark that measures one adds its rows
// to its result, and `npm run bench` prints them together, each against its floor, at the end.

export interface SpeedRow {
  measure: string;
  /** SQLite, PostgreSQL, or undefined when the measure has no database. */
  database?: string;
  value: string;
  floor: string;
  met: boolean;
}

export const databaseName = (kind: string) => (kind === 'sqlite' ? 'SQLite' : 'PostgreSQL');

function bounded(bound: '≤' | '≥') {
  return (
    measure: string,
    database: string | undefined,
    value: number,
    limit: number,
    unit: string,
  ): SpeedRow => ({
    measure,
    database,
    value: `${value} ${unit}`,
    floor: `${bound} ${limit} ${unit}`,
    met: bound === '≤' ? value <= limit : value >= limit,
  });
}

/** A row whose figure must stay at or under its ceiling (a time, a size). */
export const atMost = bounded('≤');

/** A row whose figure must reach its floor (a throughput, a ratio). */
export const atLeast = bounded('≥');

export function speedTable(rows: readonly SpeedRow[]): string {
  const load = os.loadavg().map((one) => one.toFixed(2));
  const lines = [
    `Speed table (issue 27), ${new Date().toISOString()}, load ${load.join(' ')}`,
    '',
    '| measure | database | measured | floor | |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.measure} | ${row.database ?? '—'} | ${row.value} | ${row.floor} | ${row.met ? 'ok' : 'MISSED'} |`,
    ),
  ];
  return lines.join('\n');
}

/** Prints the table and keeps it in bench/results/speed-table.md. */
export function reportSpeedTable(rows: readonly SpeedRow[]): void {
  if (rows.length === 0) return;
  const table = speedTable(rows);
  console.log(`\n${table}\n`);
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'speed-table.md'), `${table}\n`);
}
