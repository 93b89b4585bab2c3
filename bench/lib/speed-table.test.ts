import { describe, expect, it } from 'vitest';
import { atLeast, atMost, speedTable } from './speed-table';

describe('speed table', () => {
  it('meets a ceiling at or under it and a floor at or over it', () => {
    expect(atMost('home', 'SQLite', 40, 40, 'ms').met).toBe(true);
    expect(atMost('home', 'SQLite', 40.1, 40, 'ms').met).toBe(false);
    expect(atLeast('month page', 'PostgreSQL', 1_500, 1_500, 'req/s').met).toBe(true);
    expect(atLeast('month page', 'PostgreSQL', 1_499, 1_500, 'req/s').met).toBe(false);
  });

  it('prints one line per row with its floor and whether it is met', () => {
    const table = speedTable([
      atMost('initial JS, gzip', undefined, 125.5, 130, 'KB'),
      atLeast('GET /api/user against a bare Express', 'SQLite', 0.41, 0.5, '×'),
    ]);
    expect(table).toContain('| initial JS, gzip | — | 125.5 KB | ≤ 130 KB | ok |');
    expect(table).toContain(
      '| GET /api/user against a bare Express | SQLite | 0.41 × | ≥ 0.5 × | MISSED |',
    );
  });
});
