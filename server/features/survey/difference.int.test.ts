import { beforeEach, expect, it } from 'vitest';
import type { DifferenceNode } from '../../../contract/survey';
import { describeOnDatabases } from '../../test/databases';
import { clientAt, givenSurveyUser, type SurveyUser } from '../../test/survey-fixtures';
import type { TestClient } from '../../test/test-app';

const byId = (nodes: readonly DifferenceNode[], id: number): DifferenceNode | undefined => {
  for (const node of nodes) {
    const found =
      node.group !== 'SIGN' && node.groupValue.id === id ? node : byId(node.children, id);
    if (found) return found;
  }
  return undefined;
};

describeOnDatabases('difference table', (ctx) => {
  let a: SurveyUser;
  let client: TestClient;

  beforeEach(async () => {
    a = await givenSurveyUser(ctx.db);
    client = await clientAt(ctx.db, a, '2026-03-15T10:00:00Z');
  });

  const difference = (query: string) =>
    client.get(`/api/difference?budgetId=${a.budgetId}&${query}`);

  it('shows forecast, real and gap per month of a year, the current month up to today', async () => {
    const answer = await difference('year=2026&groupBy=PARENT_CATEGORY');
    expect(answer.status).toBe(200);
    expect(answer.body.headers).toHaveLength(13);
    expect(answer.body.headers[1]).toEqual({ type: 'MONTH', yearMonth: '2026-02' });
    expect(answer.body.headers[2]).toEqual({ type: 'UNTIL', month: '2026-03', date: '2026-03-15' });
    expect(answer.body.headers[12]).toEqual({ type: 'CUMUL' });
    const housing = byId(answer.body.details, a.housing)!;
    expect(housing.sums[2]).toEqual({ previsionnel: -80_000, reel: -82_000, gap: -2_000 });
    expect(housing.sums[0]).toEqual({ previsionnel: -80_000, reel: 0, gap: 80_000 });
    expect(housing.sums[12]).toEqual({ previsionnel: -960_000, reel: -82_000, gap: 878_000 });
  });

  it('reads one month, with or without transfers', async () => {
    const month = await difference('month=2026-03&groupBy=CATEGORY');
    expect(month.body.headers).toEqual([{ type: 'UNTIL', month: '2026-03', date: '2026-03-15' }]);
    expect(byId(month.body.details, a.leisure)!.sums).toEqual([
      { previsionnel: -10_000, reel: 0, gap: 10_000 },
    ]);
    const past = await difference('month=2026-02&groupBy=CATEGORY&withoutTransfer=true');
    expect(past.body.headers).toEqual([{ type: 'MONTH', yearMonth: '2026-02' }]);
    expect(byId(past.body.details, a.leisure)).toBeUndefined();
    const total = past.body.details.at(-1);
    expect(total.sums).toEqual([{ previsionnel: 170_000, reel: 0, gap: -170_000 }]);
  });

  it('puts an uncategorised transfer to one’s own account on its own line, outside the total', async () => {
    const moved = await client.post('/api/operation/TRANSFER/0', {
      account: { accountId: a.current },
      toAccount: { accountId: a.savings },
      date: '2026-02-14',
      amount: 30_000,
      category: { categoryId: -1 },
    });
    expect(moved.status).toBe(200);
    const month = await difference('month=2026-02&groupBy=CATEGORY');
    const [credit, debit, transfers, total] = month.body.details;
    expect(transfers).toMatchObject({ group: 'TRANSFER', groupValue: { id: null, name: null } });
    expect(transfers.sums).toEqual([{ previsionnel: 0, reel: -30_000, gap: -30_000 }]);
    const undefinedLines = [...credit.children, ...debit.children].filter(
      (node: DifferenceNode) => node.groupValue.id === null,
    );
    expect(undefinedLines).toEqual([]);
    expect(total.sums[0].reel).toBe(0);
    const without = await difference('month=2026-02&groupBy=CATEGORY&withoutTransfer=true');
    expect(without.body.details.map((node: DifferenceNode) => node.group)).toEqual([
      'SIGN',
      'SIGN',
      'TOTAL',
    ]);
  });

  it('needs a year or a month', async () => {
    const none = await difference('groupBy=CATEGORY');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ messageCode: 'survey.period.isRequired' });
    expect((await difference('month=2026-13')).body).toEqual({
      messageCode: 'survey.period.isRequired',
    });
  });
});

describeOnDatabases('budget goals storage', (ctx) => {
  it('refuses a zero amount, a month that is not one and a second goal for the same key', async () => {
    const a = await givenSurveyUser(ctx.db);
    const goal = (month: string | null, amount: number) =>
      ctx.db.kysely
        .insertInto('budgetGoals')
        .values({ userId: a.id, budgetId: a.budgetId, categoryId: a.rent, month, amount })
        .execute();
    await expect(goal(null, 0)).rejects.toThrow();
    await expect(goal('2026-13', -1)).rejects.toThrow();
    await expect(goal('2026/03', -1)).rejects.toThrow();
    await goal(null, -1);
    await expect(goal(null, -2)).rejects.toThrow();
    await goal('2026-03', -1);
    await expect(goal('2026-03', -2)).rejects.toThrow();
  });

  it('refuses another user’s category or budget', async () => {
    const a = await givenSurveyUser(ctx.db);
    const b = await givenSurveyUser(ctx.db);
    const goal = (budgetId: number, categoryId: number) =>
      ctx.db.kysely
        .insertInto('budgetGoals')
        .values({ userId: b.id, budgetId, categoryId, month: null, amount: -1 })
        .execute();
    await expect(goal(b.budgetId, a.rent)).rejects.toThrow();
    await expect(goal(a.budgetId, b.rent)).rejects.toThrow();
  });
});
