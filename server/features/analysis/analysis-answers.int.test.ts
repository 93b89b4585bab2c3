import { beforeAll, beforeEach, expect, it } from 'vitest';
import { analysisQuerySchema } from '../../../contract/analysis';
import { givenAnalysisUser, type AnalysisUser } from '../../test/analysis-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { insertAccount, insertBank } from '../../test/finance-fixtures';
import { countStatements, type StatementCounter } from '../../test/statement-counter';
import { TestClient, createTestApp } from '../../test/test-app';
import { operation } from '../../test/operation-fixtures';
import { writeOperations } from '../operations/write/operations-write.service';
import { booksVersion } from '../operations/read/operations-books-version.service';
import { getAnalysis } from './analysis.service';

// GET /api/analysis keeps its answers per user and books version (docs/decisions/heavy-reads.md):
// the same question is answered again with the session and the version read only, and every
// change an answer shows gives the new answer — each change the cache relies on is tried here.

const KEPT = 1; // the session's one statement, which brings the books version
const BY_CATEGORY = 'groupBy=CATEGORY,MONTH&year=2025';

describeOnDatabases('analysis answers kept per books version', (ctx) => {
  let counter: StatementCounter;
  let a: AnalysisUser;
  let client: TestClient;

  beforeAll(() => {
    counter = countStatements(ctx.db);
  });

  beforeEach(async () => {
    a = await givenAnalysisUser(ctx.db);
    client = new TestClient(createTestApp(counter.db));
    await client.signIn(a.login, a.password);
  });

  async function ask(query: string, asking = client) {
    counter.reset();
    const answer = await asking.get(`/api/analysis?${query}`);
    expect(answer.status, query).toBe(200);
    return { body: answer.body, statements: counter.statements.length };
  }

  /** The answer of the service itself, nothing kept. */
  const inline = (userId: number, query: string, locale = 'fr') =>
    getAnalysis(
      ctx.db.kysely,
      userId,
      locale,
      analysisQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    );

  /** Asks, changes, asks again: the second answer is built anew and is the service's. */
  async function expectNewAnswer(query: string, change: () => Promise<unknown>) {
    const before = await ask(query);
    expect((await ask(query)).statements).toBe(KEPT);
    await change();
    const after = await ask(query);
    expect(after.statements).toBeGreaterThan(KEPT);
    expect(after.body).toEqual(JSON.parse(JSON.stringify(await inline(a.id, query))));
    expect(after.body).not.toEqual(before.body);
  }

  it('answers the same question again from the kept answer, its ids in any order', async () => {
    const first = await ask(`${BY_CATEGORY}&accounts=${a.current},${a.savings}`);
    expect(first.statements).toBeGreaterThan(KEPT);
    const again = await ask(`${BY_CATEGORY}&accounts=${a.savings},${a.current}`);
    expect(again.statements).toBe(KEPT);
    expect(again.body).toEqual(first.body);
  });

  it('never gives another user the answer kept for you', async () => {
    await writeOperations(ctx.db.kysely, a.id, [
      { kind: 'create', operation: operation(a.current, -9_900, '2025-04-01', a.groceries) },
    ]);
    await ask(BY_CATEGORY);
    const b = await givenAnalysisUser(ctx.db);
    const other = new TestClient(createTestApp(counter.db));
    await other.signIn(b.login, b.password);
    const theirs = await ask(BY_CATEGORY, other);
    expect(theirs.statements).toBeGreaterThan(KEPT);
    expect(theirs.body).toEqual(JSON.parse(JSON.stringify(await inline(b.id, BY_CATEGORY))));
  });

  it('gives the new answer after a write of operations', async () => {
    await expectNewAnswer(BY_CATEGORY, () =>
      writeOperations(ctx.db.kysely, a.id, [
        { kind: 'create', operation: operation(a.current, -2_500, '2025-05-02', a.leisure) },
      ]),
    );
  });

  it('gives the new answer after a category is renamed or moved', async () => {
    const k = ctx.db.kysely;
    await expectNewAnswer(BY_CATEGORY, () =>
      k.updateTable('categories').set({ name: 'Bricolage' }).where('id', '=', a.works).execute(),
    );
    await expectNewAnswer(BY_CATEGORY, () =>
      k
        .updateTable('categories')
        .set({ parentId: a.house, level: 2 })
        .where('id', '=', a.paint)
        .execute(),
    );
  });

  it('gives the new answer after an account is renamed, retyped or its balance changed', async () => {
    const k = ctx.db.kysely;
    const query = 'groupBy=ACCOUNT_TYPE,ACCOUNT&accumulate=true&emptyAccount=true&year=2025';
    const account = (values: { name?: string; type?: string; initialBalance?: number }) => () =>
      k.updateTable('accounts').set(values).where('id', '=', a.savings).execute();
    await expectNewAnswer(query, account({ name: 'Épargne' }));
    await expectNewAnswer(query, account({ type: 'LIVRET_A' }));
    await expectNewAnswer(query, account({ initialBalance: 77_700 }));
  });

  it('gives the new answer after an account is created (migration 0031)', async () => {
    const query = 'groupBy=ACCOUNT&emptyAccount=true&accumulate=true&year=2025';
    await expectNewAnswer(query, async () =>
      insertAccount(ctx.db.kysely, a.id, await insertBank(ctx.db.kysely, a.id), 'Nouveau', {
        initialBalance: 5_000,
      }),
    );
  });

  it('gives the new answer after the main account changes', async () => {
    const prefs = (await client.get('/api/preferences')).body as object;
    const main = (mainAccount: number) => () =>
      client.post('/api/preferences', { ...prefs, mainAccount });
    await main(a.current)();
    await expectNewAnswer('groupBy=ACCOUNT&mainAccount=true&year=2025', main(a.savings));
  });

  it('answers in the new language after it changes, never the answer kept for the other', async () => {
    await ask(BY_CATEGORY);
    const version = await booksVersion(ctx.db.kysely, a.id);
    await ctx.db.kysely
      .updateTable('users')
      .set({ language: 'en' })
      .where('id', '=', a.id)
      .execute();
    expect(await booksVersion(ctx.db.kysely, a.id)).toBe(version);
    const english = await ask(BY_CATEGORY);
    expect(english.statements).toBeGreaterThan(KEPT);
    expect(english.body).toEqual(JSON.parse(JSON.stringify(await inline(a.id, BY_CATEGORY, 'en'))));
  });
});
