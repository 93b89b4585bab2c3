import { beforeEach, expect, it } from 'vitest';
import type { SurveyNode } from '../../../contract/survey';
import { describeOnDatabases } from '../../test/databases';
import { givenSurveyUser, type SurveyUser } from '../../test/survey-fixtures';

type Node = SurveyNode;

function find(nodes: readonly Node[], test: (node: Node) => boolean): Node | undefined {
  for (const node of nodes) {
    const found = test(node) ? node : find(node.children, test);
    if (found) return found;
  }
  return undefined;
}

const named = (nodes: readonly Node[], name: string | null) =>
  find(
    nodes,
    (node) => node.groupValue.name === name && node.group !== 'SIGN' && node.group !== 'TOTAL',
  );

const sign = (nodes: readonly Node[], direction: number) =>
  nodes.find((node) => node.group === 'SIGN' && node.groupValue.id === direction)!;

const MARCH = 2;
const CUMUL = 12;

describeOnDatabases('budget survey', (ctx) => {
  let a: SurveyUser;

  beforeEach(async () => {
    a = await givenSurveyUser(ctx.db);
  });

  const survey = (groupBy: string, user = a, budgetId = a.budgetId) =>
    user.client.get(`/api/survey?year=2026&groupBy=${groupBy}&budgetId=${budgetId}`);

  it('has one MONTH header per month and a CUMUL column, and the budget’s currency', async () => {
    const answer = await survey('PARENT_CATEGORY');
    expect(answer.status).toBe(200);
    expect(answer.body.headers).toHaveLength(13);
    expect(answer.body.headers[0]).toEqual({ type: 'MONTH', yearMonth: '2026-01' });
    expect(answer.body.headers[11]).toEqual({ type: 'MONTH', yearMonth: '2026-12' });
    expect(answer.body.headers[12]).toEqual({ type: 'CUMUL' });
    expect(answer.body.currency).toBe('EUR');
  });

  it('rolls planned, real and goal amounts up the main-category tree', async () => {
    await a.client.post(`/api/budgets/${a.budgetId}/goals`, {
      categoryId: a.housing,
      month: null,
      amount: -90_000,
    });
    const { details } = (await survey('PARENT_CATEGORY')).body as { details: Node[] };
    const housing = named(details, 'Logement')!;
    expect(housing.group).toBe('PARENT_CATEGORY');
    expect(housing.groupValue).toEqual({ id: a.housing, name: 'Logement', level: 1 });
    expect(housing.children.map((child) => child.groupValue.name)).toEqual(['Loyer']);
    expect(housing.children[0]!.sums[MARCH]).toEqual({
      previsionnel: -80_000,
      reel: -82_000,
      goal: 0,
    });
    expect(housing.sums[MARCH]).toEqual({ previsionnel: -80_000, reel: -82_000, goal: -90_000 });
    expect(housing.sums[CUMUL]).toEqual({
      previsionnel: -960_000,
      reel: -82_000,
      goal: -1_080_000,
    });
    const income = named(details, 'Revenus')!;
    expect(income.sums[MARCH]).toEqual({ previsionnel: 250_000, reel: 250_000, goal: 0 });
    expect(sign(details, 1).children.map((child) => child.groupValue.name)).toEqual(['Revenus']);
    // The transfer planned out of the budget's account counts; the saving account's operation not.
    expect(named(details, 'Loisirs')!.sums[0]!.previsionnel).toBe(-10_000);
    expect(named(details, 'Courses')!.sums[MARCH]!.reel).toBe(-4_500);
    const total = details.at(-1)!;
    expect(total).toMatchObject({ group: 'TOTAL', lineTotal: true, children: [] });
    expect(total.sums[MARCH]).toEqual({
      previsionnel: 250_000 - 80_000 - 10_000,
      reel: 250_000 - 82_000 - 4_500 - 1_000,
      goal: -90_000,
    });
  });

  it('shows the undefined category as a line without name, on the side of its amounts', async () => {
    const { details } = (await survey('CATEGORY')).body as { details: Node[] };
    const undefinedLine = sign(details, -1).children.find((node) => node.groupValue.id === null)!;
    expect(undefinedLine.groupValue).toEqual({ id: null, name: null });
    expect(undefinedLine.sums[MARCH]!.reel).toBe(-1_000);
  });

  it('lists categories by full name, and planned operations under them by operation', async () => {
    const byCategory = (await survey('CATEGORY')).body.details as Node[];
    const rent = find(byCategory, (node) => node.groupValue.id === a.rent)!;
    expect(rent.groupValue.name).toBe('Logement / Loyer');
    expect(rent.children).toEqual([]);
    expect(find(byCategory, (node) => node.groupValue.id === a.housing)).toBeUndefined();

    const byOperation = (await survey('OPERATION')).body.details as Node[];
    const lines = find(byOperation, (node) => node.groupValue.id === a.rent)!.children;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      group: 'OPERATION',
      groupValue: { id: a.rentPlan, name: 'Loyer' },
    });
    expect(lines[0]!.sums[CUMUL]!.previsionnel).toBe(-960_000);
    const salary = find(byOperation, (node) => node.groupValue.id === a.salary)!;
    expect(salary.children[0]!.groupValue).toEqual({ id: a.salaryPlan, name: 'Boulangerie' });
  });

  it('keeps a month’s own goal over the every-month goal, and clears goals', async () => {
    const goals = `/api/budgets/${a.budgetId}/goals`;
    await a.client.post(goals, { categoryId: a.groceries, amount: -30_000 });
    const saved = await a.client.post(goals, {
      categoryId: a.groceries,
      month: '2026-03',
      amount: -40_000,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([
      { categoryId: a.groceries, month: null, amount: -30_000 },
      { categoryId: a.groceries, month: '2026-03', amount: -40_000 },
    ]);
    const groceries = named((await survey('CATEGORY')).body.details, 'Courses')!;
    expect(groceries.sums.slice(1, 4).map((cell) => cell.goal)).toEqual([
      -30_000, -40_000, -30_000,
    ]);
    await a.client.post(goals, { categoryId: a.groceries, month: '2026-03', amount: null });
    await a.client.post(goals, { categoryId: a.groceries, amount: 0 });
    expect((await a.client.get(goals)).body).toEqual([]);
  });

  it('refuses a bad year, group or period with their codes', async () => {
    const noYear = await a.client.get(`/api/survey?budgetId=${a.budgetId}`);
    expect(noYear.status).toBe(400);
    expect(noYear.body).toEqual({ messageCode: 'survey.year.invalid' });
    expect((await survey('ACCOUNT')).body).toEqual({ messageCode: 'survey.groupBy.invalid' });
    const both = await a.client.get(
      `/api/difference?year=2026&month=2026-03&budgetId=${a.budgetId}`,
    );
    expect(both.body).toEqual({ messageCode: 'survey.period.isRequired' });
    const goal = await a.client.post(`/api/budgets/${a.budgetId}/goals`, { amount: 1 });
    expect(goal.body).toEqual({ messageCode: 'survey.goal.category.isRequired' });
  });

  it('answers 404 to another user for A’s budget, and refuses A’s category in a goal', async () => {
    const b = await givenSurveyUser(ctx.db);
    expect((await survey('CATEGORY', b, a.budgetId)).status).toBe(404);
    const difference = await b.client.get(`/api/difference?year=2026&budgetId=${a.budgetId}`);
    expect(difference.status).toBe(404);
    expect((await b.client.get(`/api/budgets/${a.budgetId}/goals`)).status).toBe(404);
    const onA = await b.client.post(`/api/budgets/${a.budgetId}/goals`, {
      categoryId: b.rent,
      amount: -1,
    });
    expect(onA.status).toBe(404);
    const withA = await b.client.post(`/api/budgets/${b.budgetId}/goals`, {
      categoryId: a.rent,
      amount: -1,
    });
    expect(withA.status).toBe(404);
    expect((await b.client.get(`/api/budgets/${b.budgetId}/goals`)).body).toEqual([]);
    expect((await a.client.get(`/api/budgets/${a.budgetId}/goals`)).body).toEqual([]);
  });
});
