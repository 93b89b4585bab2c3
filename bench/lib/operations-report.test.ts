import { describe, expect, it } from 'vitest';
import { latencyOf } from './load';
import { failuresOf, type Figures } from './operations-report';

const latency = (p95: number, rps?: number) => ({ p50: p95 / 2, p95, p99: p95, count: 100, rps });

const withinBudgets: Figures = {
  listRecent: latency(20, 300),
  listOld: latency(29, 299),
  listPeakRps: 1_600,
  listRecentFresh: latency(10),
  listOldFresh: latency(12),
  search: latency(140),
  saveEmpty: latency(20),
  saveBig: latency(23),
  deleteMs: [250, 310, 200],
};

describe('operations benchmark budgets', () => {
  it('reads percentiles from every answer time', () => {
    const timings = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(latencyOf(timings)).toEqual({ p50: 50, p95: 95, p99: 99, count: 100 });
  });

  it('passes figures within the operations budgets', () => {
    expect(failuresOf('sqlite', withinBudgets)).toEqual([]);
  });

  it('names each budget missed', () => {
    const over: Figures = {
      ...withinBudgets,
      listRecent: latency(26, 250),
      listOld: latency(40, 300),
      listPeakRps: 1_400,
      listOldFresh: latency(16),
      search: latency(151),
      saveBig: latency(31),
      deleteMs: [301, 302, 100],
    };
    expect(failuresOf('postgres', over)).toEqual([
      'postgres: month p95 26 ms',
      'postgres: month peak 1400 req/s',
      'postgres: 20 years back ×1.54',
      'postgres: 20 years back after a change ×1.6',
      'postgres: search p95 151 ms',
      'postgres: save p95 31 ms',
      'postgres: save big/empty ×1.55',
      'postgres: delete 500 median 301 ms',
      'postgres: the server did not keep up with 300 req/s',
    ]);
    expect(failuresOf('sqlite', {})).toHaveLength(8);
  });
});
