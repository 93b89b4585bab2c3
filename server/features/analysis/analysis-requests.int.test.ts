import { beforeAll, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import { givenAnalysisUser, type AnalysisUser } from '../../test/analysis-fixtures';
import { detailsOf } from '../../test/analysis-tree-helpers';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, createTestApp } from '../../test/test-app';

describeOnDatabases('analysis requests', (ctx) => {
  let a: AnalysisUser;
  let b: AnalysisUser;

  beforeAll(async () => {
    a = await givenAnalysisUser(ctx.db);
    b = await givenAnalysisUser(ctx.db);
  });

  const refused = async (query: string, status: number, messageCode: string) => {
    const answer = await a.client.get(`/api/analysis?${query}`);
    expect(answer.status, query).toBe(status);
    expect(answer.body).toEqual({ messageCode });
  };

  it('refuses a missing or wrong date with utils.wrong-date-format', async () => {
    for (const query of [
      'groupBy=CATEGORY',
      'startValueDate=2025-01-01',
      'endValueDate=2025-01-01',
      'startValueDate=2025-02-30&endValueDate=2025-03-01',
      'startValueDate=2025-03-01&endValueDate=2025-02-01',
      'yearMonth=2025-13',
      'year=2025&month=13',
    ]) {
      await refused(query, 400, MessageCode.wrongDateFormat);
    }
  });

  it('refuses a period over 30 years', async () => {
    await refused(
      'startValueDate=1990-01-01&endValueDate=2020-01-02',
      400,
      MessageCode.analysisPeriodTooLarge,
    );
    const answer = await a.client.get(
      '/api/analysis?groupBy=CATEGORY,YEAR&startValueDate=1990-01-01&endValueDate=2020-01-01',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.headers).toHaveLength(31 + 1);
  });

  it('refuses a grouping it does not know or cannot nest', async () => {
    for (const groupBy of ['WEEK', 'CATEGORY,CATEGORY', 'ACCOUNT,CURRENCY', 'MONTH,CATEGORY']) {
      await refused(`groupBy=${groupBy}&year=2025`, 400, MessageCode.analysisGroupByInvalid);
    }
    await refused('groupBy=OPERATION,ACCOUNT&year=2025', 400, MessageCode.analysisGroupByInvalid);
  });

  it('answers 404 to another user’s account ids, even mixed with one’s own', async () => {
    for (const accounts of [`${a.current}`, `${b.current},${a.savings}`]) {
      const answer = await b.client.get(
        `/api/analysis?groupBy=ACCOUNT&year=2025&accounts=${accounts}`,
      );
      expect(answer.status).toBe(404);
    }
  });

  it('never counts another user’s operations', async () => {
    const mine = await b.client.get('/api/analysis?groupBy=ACCOUNT&year=2025');
    const names = detailsOf(mine.body).flatMap((currency) =>
      currency.children.map((account) => account.groupValue.id),
    );
    expect(names.sort()).toEqual([b.current, b.foreign, b.savings].sort());
    expect(names).not.toContain(a.current);
  });

  it('matches nothing with categoryIds that are not the user’s', async () => {
    const answer = await b.client.get(`/api/analysis?year=2025&categoryIds=${a.paint}`);
    expect(answer.status).toBe(200);
    expect(answer.body.details).toEqual([]);
  });

  it('answers 401 to nobody signed in', async () => {
    const anonymous = new TestClient(createTestApp(ctx.db));
    expect((await anonymous.get('/api/analysis?year=2025')).status).toBe(401);
  });
});
