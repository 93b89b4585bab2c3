import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisQuerySchema } from '../../contract/analysis';
import { MessageCode } from '../../contract/message-codes';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { AppError } from '../http/app-error';
import { givenAnalysisUser, type AnalysisUser } from '../test/analysis-fixtures';
import { describeOnDatabases } from '../test/databases';
import { getAnalysis } from './analysis/analysis.service';
import { accountExportHeavyRead } from './account-export/account-export-heavy-read';
import { analysisHeavyRead } from './analysis/analysis-heavy-read';
import { operationsExportHeavyRead } from './operations/read/operations-export-heavy-read';
import { differenceHeavyRead, surveyHeavyRead } from './survey/survey-heavy-reads';
import { closeReadPool, runHeavyRead } from './heavy-reads';

// A heavy read gives what its service gives on the server's connection: on a SQLite file through
// the read pool's workers, on PostgreSQL through the gate (on one connection of the pool), on an
// in-memory SQLite at once.

const QUERIES = [
  'groupBy=CATEGORY,MONTH&year=2025',
  'groupBy=PARENT_CATEGORY&startValueDate=2024-12-15&endValueDate=2025-03-14',
  'groupBy=ACCOUNT,SIGN&year=2025&withoutTransfer=true',
  'groupBy=ACCOUNT,DAY&accumulate=true&emptyAccount=true&startValueDate=2025-01-01&endValueDate=2025-03-31',
  'groupBy=ACCOUNT_TYPE,ACCOUNT&accumulate=true&year=2025',
  'groupBy=CURRENCY,CATEGORY_TRANSFER&year=2025&debit=true',
];

const parsed = (query: string) =>
  analysisQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

function heavyReadCases(database: () => Db) {
  let a: AnalysisUser;
  let b: AnalysisUser;

  beforeAll(async () => {
    a = await givenAnalysisUser(database());
    b = await givenAnalysisUser(database());
  }, 60_000);

  it('answers each analysis as the service does on the server’s connection', async () => {
    const db = database();
    for (const query of QUERIES) {
      const args = { userId: a.id, locale: 'fr', query: parsed(query) };
      const [heavy, inline] = await Promise.all([
        runHeavyRead(db, analysisHeavyRead, args),
        getAnalysis(db.kysely, a.id, 'fr', args.query),
      ]);
      expect(heavy, query).toEqual(inline);
    }
  }, 60_000);

  it('refuses another user’s account with its AppError', async () => {
    const query = parsed(`groupBy=ACCOUNT&year=2025&accounts=${b.current}`);
    const refusal = await runHeavyRead(database(), analysisHeavyRead, {
      userId: a.id,
      locale: 'fr',
      query,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 404, messageCode: MessageCode.notFound });
  }, 60_000);

  it('answers GET /api/analysis the same way through the app', async () => {
    const query = QUERIES[3]!;
    const answer = await a.client.get(`/api/analysis?${query}`);
    expect(answer.status).toBe(200);
    const inline = await getAnalysis(database().kysely, a.id, 'fr', parsed(query));
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(inline)));
  }, 60_000);
}

describe('heavy reads [sqlite file, read pool]', () => {
  let dir: string;
  let db: Db | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pecule-heavy-reads-'));
    db = openDatabase(`file:${path.join(dir, 'books.db')}`);
    await migrateToLatest(db.kysely);
  }, 60_000);

  afterAll(async () => {
    await closeReadPool();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has a file the workers open', () => {
    expect(db!.sharedUrl).toBeDefined();
  });

  it('knows every heavy read in its workers (a refusal, never an unknown read)', async () => {
    const user = { idUser: 0, roles: [], profile: null };
    const query = { budgetId: 0, year: 2025, groupBy: 'CATEGORY' };
    const tries = [
      runHeavyRead(db!, surveyHeavyRead, { userId: 0, locale: 'fr', query } as never),
      runHeavyRead(db!, differenceHeavyRead, { userId: 0, locale: 'fr', query } as never),
      runHeavyRead(db!, operationsExportHeavyRead, {
        user,
        request: { format: 'CSV', items: [] },
      } as never),
      runHeavyRead(db!, accountExportHeavyRead, {
        userId: 0,
        accountId: 1,
        format: 'OFX',
        exportedAt: 0,
      }),
    ];
    for (const outcome of await Promise.allSettled(tries)) {
      expect(outcome.status === 'fulfilled' || outcome.reason instanceof AppError).toBe(true);
    }
  }, 60_000);

  heavyReadCases(() => db!);
});

describeOnDatabases('heavy reads', (ctx) => heavyReadCases(() => ctx.db));
