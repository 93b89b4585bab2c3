import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { frenchCsv, givenReport } from '../../test/import-fixtures';
import { givenBooksUser } from '../../test/operation-api-fixtures';
import { incorporate } from './import-incorporate.service';

/** IMPORT_SPEED_LINES=10000 measures the budget's size (1 s); the test run keeps it short. */
const LINES = Number(process.env.IMPORT_SPEED_LINES ?? 2_000);

const day = (i: number) =>
  `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2024`;

describeOnDatabases('import incorporation: speed', (ctx) => {
  it(`incorporates ${LINES} lines in one transaction, in a bounded time`, async () => {
    const a = await givenBooksUser(ctx.db);
    const rows = Array.from(
      { length: LINES },
      (_, i) => [day(i), `ACHAT ${i % 500}`, `-${(i % 9000) + 1},25`] as const,
    );
    const { lineIds } = await givenReport(ctx.db.kysely, a.id, frenchCsv(rows));
    const started = performance.now();
    const res = await incorporate(
      ctx.db.kysely,
      a.id,
      { accountId: a.current, ids: lineIds, merge: true, updateAccount: true },
      Date.now(),
    );
    const elapsed = performance.now() - started;
    console.info(`incorporation of ${LINES} lines: ${Math.round(elapsed)} ms`);
    expect(res.created).toBe(LINES);
    // A bound against a per-line query creeping in, not the budget: the plain creations are one
    // statement per operation and part until the write path inserts them in bulk.
    expect(elapsed / LINES).toBeLessThan(5);
  }, 60_000);
});
