import { beforeAll, expect, it } from 'vitest';
import { givenAnalysisUser, type AnalysisUser } from '../../test/analysis-fixtures';
import { detailsOf, firstSums, line } from '../../test/analysis-tree-helpers';
import { describeOnDatabases } from '../../test/databases';

// The request's flags on the books of server/test/analysis-fixtures.ts, by hand.

const FEB = 'startValueDate=2025-01-01&endValueDate=2025-02-28';

describeOnDatabases('analysis flags', (ctx) => {
  let a: AnalysisUser;
  const get = async (query: string) => {
    const answer = await a.client.get(`/api/analysis?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return detailsOf(answer.body);
  };

  beforeAll(async () => {
    a = await givenAnalysisUser(ctx.db);
  });

  it('includes transfers, excludes them (withoutTransfer) or keeps only them (transfer)', async () => {
    const undefinedOf = async (flag: string) =>
      line(await get(`groupBy=CATEGORY&accounts=${a.current}&${FEB}${flag}`), 'CATEGORY', null)
        .sums[0]!.sum;
    expect(await undefinedOf('')).toBe(-42_000);
    expect(await undefinedOf('&withoutTransfer=true')).toBe(-2_000);
    expect(await undefinedOf('&transfer=true')).toBe(-40_000);
  });

  it('TRANSFER and CATEGORY_TRANSFER set transfers apart', async () => {
    const byTransfer = await get(`groupBy=TRANSFER&accounts=${a.current}&${FEB}`);
    expect(firstSums(byTransfer)).toEqual({
      'TRANSFER 0': 196_000 + 40_000,
      'TRANSFER 1': -40_000,
      'TOTAL null': 196_000,
    });
    const lines = await get(`groupBy=CATEGORY_TRANSFER&accounts=${a.current}&${FEB}`);
    expect(line(lines, 'CATEGORY', null).sums[0]!.sum).toBe(-2_000);
    expect(lines.at(-2)).toMatchObject({ group: 'TRANSFER', sums: [{ sum: -40_000 }] });
  });

  it('credit or debit keeps one side of the category trees', async () => {
    const euro = `accounts=${a.current},${a.savings}`;
    expect(firstSums(await get(`groupBy=CATEGORY&${euro}&${FEB}&credit=true`))).toEqual({
      [`CATEGORY ${a.salary}`]: 300_000,
      'TOTAL null': 300_000,
    });
    const debit = await get(`groupBy=CATEGORY&${euro}&${FEB}&debit=true`);
    expect(debit.at(-1)!.sums[0]!.sum).toBe(-16_500 - 15_000 - 30_000 - 2_000);
  });

  it('categoryIds keeps the categories and their descendants; -1 the undefined one', async () => {
    const house = await get(`groupBy=CATEGORY&categoryIds=${a.house}&accounts=${a.current}&${FEB}`);
    expect(firstSums(house)).toEqual({
      [`CATEGORY ${a.works}`]: -15_000,
      [`CATEGORY ${a.paint}`]: -30_000,
      'TOTAL null': -45_000,
    });
    const none = await get(`groupBy=CATEGORY&categoryIds=-1&accounts=${a.current}&${FEB}`);
    expect(firstSums(none)).toEqual({ 'CATEGORY null': -42_000, 'TOTAL null': -42_000 });
  });

  it('OPERATION lines under their category, named by payee, split parts apart', async () => {
    const lines = await get(`groupBy=CATEGORY,OPERATION&accounts=${a.current}&${FEB}`);
    const groceries = line(lines, 'CATEGORY', a.groceries);
    expect(groceries.children.map((c) => [c.group, c.groupValue.name, c.sums[0]!.sum])).toEqual([
      ['OPERATION', 'Boulangerie', -5_000],
      ['OPERATION', null, -12_000],
    ]);
    const split = groceries.children[0]!.groupValue.id;
    expect(line(lines, 'CATEGORY', a.paint).children[0]!.groupValue.id).toBe(split);
  });

  it('emptyAccount keeps the accounts without operations in the period', async () => {
    const march = 'groupBy=ACCOUNT&yearMonth=2025-03';
    expect(firstSums((await get(march))[0]!.children)).toEqual({
      [`ACCOUNT ${a.current}`]: -3_000,
    });
    const all = (await get(`${march}&emptyAccount=true`))[0]!.children;
    expect(all.map((n) => n.groupValue.name)).toEqual(['Courant', 'Livret']);
    expect(all[1]!.sums).toEqual([{ sum: 0 }]);
  });

  it('mainAccount reads the main account of the preferences, none when none is chosen', async () => {
    expect(await get(`groupBy=ACCOUNT&mainAccount=true&${FEB}`)).toEqual([]);
    const k = ctx.db.kysely;
    const updated = await k
      .updateTable('preferences')
      .set({ mainAccountId: a.savings })
      .where('userId', '=', a.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await k
        .insertInto('preferences')
        .values({ userId: a.id, mainAccountId: a.savings })
        .execute();
    }
    expect(firstSums(await get(`groupBy=ACCOUNT&mainAccount=true&${FEB}`))).toEqual({
      [`ACCOUNT ${a.savings}`]: 40_500,
      'TOTAL null': 40_500,
    });
  });

  it('refuses with min.operationsnbr.by.period below the minimum of operations (parts)', async () => {
    const query = `/api/analysis?groupBy=CATEGORY,MONTH&accounts=${a.current},${a.savings}&${FEB}`;
    expect((await a.client.get(`${query}&minOperationsNbrByPeriod=9`)).status).toBe(200);
    const refused = await a.client.get(`${query}&minOperationsNbrByPeriod=10`);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ messageCode: 'min.operationsnbr.by.period' });
  });
});
