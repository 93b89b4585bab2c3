import { beforeAll, expect, it } from 'vitest';
import { givenAnalysisUser, type AnalysisUser } from '../../test/analysis-fixtures';
import { detailsOf, firstSums, line } from '../../test/analysis-tree-helpers';
import { describeOnDatabases } from '../../test/databases';

// Expectations computed by hand from server/test/analysis-fixtures.ts (January and February
// 2025 unless said): current +300,000 salary, split −50,000 (paint −30,000, works −15,000,
// groceries −5,000), −12,000 groceries, −2,000 undefined, transfer −40,000 to savings; savings
// +500 groceries; foreign (other currency) −7,000 leisure.

const FEB = 'startValueDate=2025-01-01&endValueDate=2025-02-28';

describeOnDatabases('analysis groupings', (ctx) => {
  let a: AnalysisUser;
  const get = async (query: string) => {
    const answer = await a.client.get(`/api/analysis?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const euro = () => `accounts=${a.current},${a.savings}`;

  beforeAll(async () => {
    a = await givenAnalysisUser(ctx.db);
  });

  it('CATEGORY: one line per category of its own amounts, full names, and a total', async () => {
    const body = await get(`groupBy=CATEGORY&${euro()}&${FEB}`);
    expect(body.headers).toEqual([{ type: 'DATE2DATE', start: '2025-01-01', end: '2025-02-28' }]);
    expect(body.currency).toBe('EUR');
    const details = detailsOf(body);
    expect(firstSums(details)).toEqual({
      [`CATEGORY ${a.salary}`]: 300_000,
      [`CATEGORY ${a.groceries}`]: -16_500,
      [`CATEGORY ${a.works}`]: -15_000,
      [`CATEGORY ${a.paint}`]: -30_000,
      'CATEGORY null': -2_000,
      'TOTAL null': 236_500,
    });
    expect(line(details, 'CATEGORY', a.paint).groupValue).toEqual({
      id: a.paint,
      name: 'Maison / Travaux / Peinture',
      level: 3,
    });
    expect(details.at(-1)).toMatchObject({ group: 'TOTAL', lineTotal: true, children: [] });
  });

  it('PARENT_CATEGORY: amounts roll up the three-level tree', async () => {
    const details = detailsOf(await get(`groupBy=PARENT_CATEGORY&${euro()}&${FEB}`));
    const house = line(details, 'PARENT_CATEGORY', a.house);
    expect(house.sums).toEqual([{ sum: -45_000 }]);
    const works = house.children[0]!;
    expect(works).toMatchObject({ group: 'CATEGORY', groupValue: { id: a.works, level: 2 } });
    expect(works.sums).toEqual([{ sum: -45_000 }]);
    expect(works.children.map((c) => [c.groupValue.id, c.sums[0]!.sum])).toEqual([
      [a.paint, -30_000],
    ]);
    expect(line(details, 'PARENT_CATEGORY', a.income).sums).toEqual([{ sum: 300_000 }]);
  });

  it('CATEGORY,MONTH: a column per month, then the total column', async () => {
    const body = await get(`groupBy=CATEGORY,MONTH&${euro()}&${FEB}`);
    expect(body.headers).toEqual([
      { type: 'MONTH', yearMonth: '2025-01' },
      { type: 'MONTH', yearMonth: '2025-02' },
      { type: 'CUMUL' },
    ]);
    const sums = line(detailsOf(body), 'CATEGORY', a.groceries).sums.map((s) => s.sum);
    expect(sums).toEqual([-4_500, -12_000, -16_500]);
  });

  it('reads the days of months the period cuts from the parts', async () => {
    const details = detailsOf(
      await get(`groupBy=CATEGORY&${euro()}&startValueDate=2025-01-12&endValueDate=2025-02-22`),
    );
    expect(line(details, 'CATEGORY', a.groceries).sums[0]!.sum).toBe(-16_500);
    expect(line(details, 'CATEGORY', null).sums[0]!.sum).toBe(-2_000);
    expect(line(details, 'TOTAL', null).sums[0]!.sum).toBe(-63_500);
  });

  it('ACCOUNT,SIGN: currencies apart, credit then debit per account', async () => {
    const details = detailsOf(await get(`groupBy=ACCOUNT,SIGN&${FEB}`));
    expect(details.map((d) => [d.group, d.currency, d.sums[0]!.sum])).toEqual([
      ['CURRENCY', 'EUR', 236_500],
      ['CURRENCY', details[1]!.currency, -7_000],
    ]);
    const [current, savings] = details[0]!.children;
    expect(current!.groupValue).toEqual({ id: a.current, name: 'Courant' });
    expect(firstSums(current!.children)).toEqual({ 'SIGN 1': 300_000, 'SIGN -1': -104_000 });
    // The refund stays on the debit side; the undefined transfer in is a credit.
    expect(firstSums(savings!.children)).toEqual({ 'SIGN 1': 40_000, 'SIGN -1': 500 });
    expect(firstSums(details[1]!.children[0]!.children)).toEqual({ 'SIGN -1': -7_000 });
  });

  it('CURRENCY first gives the currency line even for one currency, no TOTAL line', async () => {
    const details = detailsOf(await get(`groupBy=CURRENCY,SIGN&${euro()}&${FEB}`));
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({
      group: 'CURRENCY',
      groupValue: { name: 'EUR' },
      currency: 'EUR',
      sums: [{ sum: 236_500 }],
    });
    // Not split by account, the two legs of the transfer (undefined category) cancel out.
    expect(firstSums(details[0]!.children)).toEqual({
      'SIGN 1': 300_000,
      'SIGN -1': -16_500 - 15_000 - 30_000 - 2_000,
    });
  });

  it('TOTAL,YEAR sums a whole year; year and month fields choose the period', async () => {
    const year = await get(`groupBy=TOTAL,YEAR&${euro()}&year=2025`);
    expect(year.headers).toEqual([{ type: 'YEAR', year: 2025 }, { type: 'CUMUL' }]);
    expect(detailsOf(year)).toEqual([
      {
        group: 'TOTAL',
        groupValue: { id: null, name: null },
        lineTotal: true,
        sums: [{ sum: 233_500 }, { sum: 233_500 }],
        children: [],
      },
    ]);
    const total = async (period: string) =>
      detailsOf(await get(`groupBy=TOTAL&${euro()}&${period}`))[0]!.sums[0]!.sum;
    expect(await total('year=2025&month=-1')).toBe(233_500);
    expect(await total('year=2025&month=2')).toBe(-54_000 + 40_000);
    expect(await total('year=2025&month=0')).toBe(250_500);
    expect(await total('yearMonth=2025-01')).toBe(250_500);
    expect(await total('yearMonth=2024')).toBe(-1_000);
  });
});
