import { beforeAll, expect, it } from 'vitest';
import { givenAnalysisUser, type AnalysisUser } from '../../test/analysis-fixtures';
import { detailsOf, line } from '../../test/analysis-tree-helpers';
import { describeOnDatabases } from '../../test/databases';

// accumulate on the books of server/test/analysis-fixtures.ts: both euro accounts start at
// 10,000; current has −1,000 on 2024-12-31, then +196,000 over January and February 2025
// (−54,000 of it in February); savings +40,500 over the two months.

describeOnDatabases('analysis balances', (ctx) => {
  let a: AnalysisUser;
  const get = async (query: string) => {
    const answer = await a.client.get(`/api/analysis?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    a = await givenAnalysisUser(ctx.db);
  });

  it('ACCOUNT_TYPE,ACCOUNT: accumulation from the balance before, real balance at the end', async () => {
    const details = detailsOf(
      await get(
        `groupBy=ACCOUNT_TYPE,ACCOUNT&accumulate=true&accounts=${a.current},${a.savings}` +
          '&startValueDate=2025-01-01&endValueDate=2025-02-28',
      ),
    );
    expect(line(details, 'ACCOUNT', a.current).sums).toEqual([
      { sum: 196_000, accumulation: 205_000, balance: 205_000 },
    ]);
    expect(line(details, 'ACCOUNT', a.savings).sums).toEqual([
      { sum: 40_500, accumulation: 50_500, balance: 50_500 },
    ]);
    const type = details[0]!;
    expect(type).toMatchObject({ group: 'ACCOUNT_TYPE', groupValue: { id: null, name: 'CU' } });
    expect(type.sums).toEqual([{ sum: 236_500, accumulation: 255_500, balance: 255_500 }]);
    expect(details.at(-1)!.sums).toEqual(type.sums);
  });

  it('ACCOUNT,DAY: UNTIL, one column a day, SIMPLE_CUMUL; balances by operation date', async () => {
    const body = await get(
      `groupBy=ACCOUNT,DAY&accumulate=true&accounts=${a.current}&yearMonth=2025-02`,
    );
    expect(body.headers).toHaveLength(1 + 28 + 1);
    expect(body.headers[0]).toEqual({ type: 'UNTIL', month: '2025-02', date: '2025-01-31' });
    expect(body.headers[3]).toEqual({ type: 'DATE2DATE', start: '2025-02-03', end: '2025-02-03' });
    expect(body.headers.at(-1)).toEqual({ type: 'SIMPLE_CUMUL' });
    const sums = line(detailsOf(body), 'ACCOUNT', a.current).sums;
    expect(sums[0]).toEqual({ sum: 259_000, accumulation: 259_000, balance: 259_000 });
    expect(sums[2]).toEqual({ sum: 0, accumulation: 259_000, balance: 259_000 });
    expect(sums[3]).toEqual({ sum: -12_000, accumulation: 247_000, balance: 247_000 });
    expect(sums[20]).toEqual({ sum: -2_000, accumulation: 245_000, balance: 245_000 });
    expect(sums[25]).toEqual({ sum: -40_000, accumulation: 205_000, balance: 205_000 });
    expect(sums.at(-1)).toEqual({ sum: -54_000, accumulation: 205_000, balance: 205_000 });
  });

  it('withoutTransfer changes the accumulation, never the real balance', async () => {
    const details = detailsOf(
      await get(
        `groupBy=ACCOUNT,MONTH&accumulate=true&withoutTransfer=true&accounts=${a.current}` +
          '&startValueDate=2025-01-01&endValueDate=2025-02-28',
      ),
    );
    expect(line(details, 'ACCOUNT', a.current).sums).toEqual([
      { sum: 9_000, accumulation: 9_000, balance: 9_000 },
      { sum: 250_000, accumulation: 259_000, balance: 259_000 },
      { sum: -14_000, accumulation: 245_000, balance: 205_000 },
      { sum: 236_000, accumulation: 245_000, balance: 205_000 },
    ]);
  });

  it('category lines accumulate from zero and carry no balance', async () => {
    const details = detailsOf(
      await get(
        `groupBy=CATEGORY,MONTH&accumulate=true&accounts=${a.current}` +
          '&startValueDate=2025-01-01&endValueDate=2025-02-28',
      ),
    );
    expect(line(details, 'CATEGORY', a.groceries).sums).toEqual([
      { sum: 0, accumulation: 0 },
      { sum: -5_000, accumulation: -5_000 },
      { sum: -12_000, accumulation: -17_000 },
      { sum: -17_000, accumulation: -17_000 },
    ]);
  });
});
