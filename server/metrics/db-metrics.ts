import { Gauge, Histogram } from 'prom-client';
import { registry } from './registry';

export type StatementKind = 'select' | 'insert' | 'update' | 'delete' | 'other';

const statements = new Histogram({
  name: 'pecule_db_statement_duration_seconds',
  help: 'Time of each database statement, by dialect and kind (never the SQL text)',
  labelNames: ['dialect', 'kind'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

const acquisitions = new Histogram({
  name: 'pecule_db_pool_acquire_seconds',
  help: 'PostgreSQL: time to get a client from the pool (waiting for one, or opening one)',
  buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [registry],
});

export function recordStatement(dialect: string, kind: StatementKind, seconds: number): void {
  statements.observe({ dialect, kind }, seconds);
}

export function recordPoolAcquisition(seconds: number): void {
  acquisitions.observe(seconds);
}

/** What a pg Pool tells of itself. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const pools = new Set<PoolCounts>();

const sumOf = (read: (pool: PoolCounts) => number) =>
  [...pools].reduce((sum, pool) => sum + read(pool), 0);

new Gauge({
  name: 'pecule_db_pool_connections',
  help: 'PostgreSQL: connections of the pool, open or idle, when scraped',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.set(
      { state: 'open' },
      sumOf((pool) => pool.totalCount),
    );
    this.set(
      { state: 'idle' },
      sumOf((pool) => pool.idleCount),
    );
  },
});

new Gauge({
  name: 'pecule_db_pool_waiting',
  help: 'PostgreSQL: queries waiting for a connection of the pool, when scraped',
  registers: [registry],
  collect() {
    this.set(sumOf((pool) => pool.waitingCount));
  },
});

/** Counts the pool in the gauges until the function it answers is called (at close). */
export function watchPool(pool: PoolCounts): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}
