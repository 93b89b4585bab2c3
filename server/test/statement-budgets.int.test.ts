import { CompiledQuery } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { givenAnalysisUser, type AnalysisUser } from './analysis-fixtures';
import { describeOnDatabases } from './databases';
import { simpleBody } from './operation-api-fixtures';
import { STATEMENT_BUDGETS, type RequestKind } from './statement-budgets';
import { countStatements, type StatementCounter } from './statement-counter';
import { TestClient, createTestApp } from './test-app';

// Each request of the mix on a small book (analysis-fixtures: splits, a transfer, two
// currencies, an operation whose value date is the next day), its statements counted. The month
// page is asked twice: built, then kept (answer-cache), which is what the screen mostly meets.

const TODAY = '2025-02-21';
const YEAR_AGO = '2024-02-22';
const LAST_MONTH = '2025-01';
const CATEGORY_ROLLUP = /\bcategory_month_sums\b/;
/** Fixed reference tables, read whole on purpose: every row is wanted. */
const REFERENCE_TABLES = ['operation_types', 'currencies'];
const WHOLE_TABLE_READ = new RegExp(`^SCAN (?!CONSTANT ROW|(${REFERENCE_TABLES.join('|')})\\b)`);

type Requests = Record<RequestKind, { method: 'get' | 'post'; path: string; body?: object }>;

function requestsOf(a: AnalysisUser, budgetId: number): Requests {
  const analysis = (query: string) => ({ method: 'get' as const, path: `/api/analysis?${query}` });
  const get = (path: string) => ({ method: 'get' as const, path });
  return {
    'signed in: the user': get('/api/user'),
    'home: banks': get('/api/bank'),
    'home: budgets': get('/api/budgets'),
    'home: main account balance each day of the year': analysis(
      `groupBy=ACCOUNT,DAY&mainAccount=true&accumulate=true&emptyAccount=true&startValueDate=${YEAR_AGO}&endValueDate=${TODAY}`,
    ),
    "home: last month's expenses by category": analysis(
      `groupBy=CATEGORY&yearMonth=${LAST_MONTH}&debit=true&withoutTransfer=true`,
    ),
    "home: today's balances by account type": analysis(
      `groupBy=ACCOUNT_TYPE,ACCOUNT&accumulate=true&emptyAccount=true&startValueDate=${TODAY}&endValueDate=${TODAY}`,
    ),
    "home: the budget's difference": get(
      `/api/difference?budgetId=${budgetId}&month=${LAST_MONTH}&groupBy=CATEGORY`,
    ),
    'month page: operations': get(
      `/api/operation?accounts=${a.current}&yearMonth=2025-02&orderBy=date`,
    ),
    'month page: operations, kept': get(
      `/api/operation?accounts=${a.current}&yearMonth=2025-02&orderBy=date`,
    ),
    'month page: pointed balance': get(`/api/operation/balance?accounts=${a.current}&state=P`),
    'month page: last statement': get(`/api/account/${a.current}/statement`),
    'month page: accounts': get('/api/account'),
    'month page: operation types': get('/api/type'),
    'analysis: one year by category and month': analysis('groupBy=CATEGORY,MONTH&year=2025'),
    'analysis: the same again, the books unchanged': analysis('groupBy=CATEGORY,MONTH&year=2025'),
    'write: an operation split in three': {
      method: 'post',
      path: '/api/operation/simple/0',
      body: simpleBody(a.current, 3_000, {
        date: '2025-02-20',
        valueDate: '2025-02-22',
        category: { categoryId: -2 },
        splitOperations: [
          { category: { categoryId: a.groceries }, amount: 2_000 },
          { category: { categoryId: a.leisure }, amount: 1_500 },
          { category: { categoryId: -1 }, amount: -500 },
        ],
      }),
    },
  };
}

async function givenBudget(client: TestClient, accountIds: number[]): Promise<number> {
  const body = { name: 'Maison', startDate: '2024-01-01', favorite: true };
  const accounts = accountIds.map((accountId) => ({ accountId }));
  expect((await client.post('/api/budgets/0', { ...body, accounts })).status).toBe(200);
  const [budget] = (await client.get('/api/budgets')).body as { accountId: number }[];
  return budget!.accountId;
}

describeOnDatabases('statement budgets of the requests of the mix', (ctx) => {
  let counter: StatementCounter;
  let client: TestClient;
  let requests: Requests;

  beforeAll(async () => {
    const a = await givenAnalysisUser(ctx.db);
    counter = countStatements(ctx.db);
    client = new TestClient(createTestApp(counter.db));
    await client.signIn(a.login, a.password);
    const preferences = (await client.get('/api/preferences')).body as object;
    await client.post('/api/preferences', { ...preferences, mainAccount: a.current });
    requests = requestsOf(a, await givenBudget(client, [a.current, a.savings]));
  });

  it('runs each request within its budget, the category rollup only where it is allowed', async () => {
    const overruns: string[] = [];
    for (const [kind, { method, path, body }] of Object.entries(requests)) {
      counter.reset();
      const answer = await client.send(method, path, body);
      expect(answer.status, kind).toBe(200);
      const statements = [...counter.statements];
      const budget = STATEMENT_BUDGETS[kind as RequestKind];
      const rollupReads = statements.filter((sql) => CATEGORY_ROLLUP.test(sql));
      if (statements.length > budget.statements) {
        overruns.push(
          `${kind}: ${statements.length} > ${budget.statements}\n${statements.join('\n')}`,
        );
      }
      if (!budget.categoryRollup && rollupReads.length > 0) {
        overruns.push(`${kind} reads the category rollup:\n${rollupReads.join('\n')}`);
      }
    }
    expect(overruns).toEqual([]);
  });

  it('reads no whole table in any statement of the mix (SQLite plans)', async (test) => {
    if (ctx.db.dialect !== 'sqlite') test.skip();
    const scans: string[] = [];
    for (const { method, path, body } of Object.values(requests)) {
      counter.reset();
      await client.send(method, path, body);
      for (const statement of new Set(counter.statements)) {
        const tables = await tablesScannedBy(statement);
        if (tables.length > 0)
          scans.push(`${tables.join(', ')} in ${method} ${path}:\n${statement}`);
      }
    }
    expect(scans).toEqual([]);
  });

  /** The tables a statement reads whole: its plan's SCAN lines (a search by key is SEARCH). */
  async function tablesScannedBy(statement: string): Promise<string[]> {
    if (!/^\s*(select|with)\b/i.test(statement)) return [];
    const parameters = Array.from(statement.matchAll(/\?/g), () => null);
    const plan = await ctx.db.kysely
      .withoutPlugins()
      .executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${statement}`, parameters),
      );
    return plan.rows.map((row) => row.detail).filter((detail) => WHOLE_TABLE_READ.test(detail));
  }
});
