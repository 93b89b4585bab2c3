import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import { sampleBytes } from '../../test/bank-samples';
import { booksOf } from '../../test/books-invariants';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan } from '../../test/echeance-fixtures';
import { frenchCsv, setLine } from '../../test/import-fixtures';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';
import { writeOperations } from '../operations/write/operations-write.service';
import { operation } from '../../test/operation-fixtures';

// The import acceptance, through HTTP as the review screen speaks it: upload, choose the
// account, incorporate, upload again, revert; the books checked by their API.

interface Line {
  importedOperationId: number;
  alreadyImported: boolean;
  label: string;
}

const FIRST = frenchCsv([
  ['01/03/2024', 'CAFE DU COIN', '-4,50'],
  ['02/03/2024', 'LOYER MARS', '-800,00'],
  ['03/03/2024', 'SUPERMARCHE', '-62,30'],
]);
/** The first file again, a second coffee the same day, and a new line. */
const OVERLAPPING = frenchCsv([
  ['01/03/2024', 'CAFE DU COIN', '-4,50'],
  ['01/03/2024', 'CAFE DU COIN', '-4,50'],
  ['02/03/2024', 'LOYER MARS', '-800,00'],
  ['03/03/2024', 'SUPERMARCHE', '-62,30'],
  ['04/03/2024', 'PHARMACIE', '-12,80'],
]);

describeOnDatabases('import acceptance through HTTP', (ctx) => {
  let a: BooksUser;

  const upload = async (bytes: Uint8Array, name: string) => {
    const res = await a.client.upload('/api/import/upload', bytes, name);
    expect(res.status).toBe(200);
    return res.body.reports[0].importReportId as number;
  };
  /** The report given its account (as the screen does), its lines as matched against it. */
  const review = async (reportId: number): Promise<Line[]> => {
    const res = await a.client.post(`/api/import/${reportId}`, { accountId: a.current });
    expect(res.status).toBe(200);
    return res.body.operations;
  };
  const incorporate = (lines: readonly Line[]) =>
    a.client.post('/api/import/incorporate', {
      accountId: a.current,
      ids: lines.map((line) => line.importedOperationId),
      merge: true,
      updateAccount: true,
    });
  /** The account's balance by its API and its number of operations. */
  const books = async () => {
    const balance = await a.client.get(`/api/account/${a.current}/balance?date=2099-12-31`);
    const operations = (await booksOf(ctx.db.kysely, a.id)).operations;
    return { balance: balance.body, count: operations.length };
  };

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
  });

  for (const [sample, name] of [
    ['ofx/ofxparse-bank-medium-v102-sgml.ofx', 'releve.ofx'],
    ['csv/credit-mutuel-export-synthetic.csv', 'releve.csv'],
  ] as const) {
    it(`${sample}: incorporated once, then every line already present and nothing added`, async () => {
      const lines = await review(await upload(sampleBytes(sample), name));
      expect(lines.some((line) => line.alreadyImported)).toBe(false);
      const done = await incorporate(lines);
      expect([done.status, done.body.created]).toEqual([200, lines.length]);
      const after = await books();

      const again = await review(await upload(sampleBytes(sample), name));
      expect(again).toHaveLength(lines.length);
      expect(again.every((line) => line.alreadyImported)).toBe(true);
      const twice = await incorporate(again);
      expect(twice.body).toMatchObject({ created: 0, merged: 0, skipped: lines.length });
      expect(await books()).toEqual(after);
    });
  }

  it('adds only the new lines of an overlapping file, the second coffee included; a revert restores the books', async () => {
    const initial = await books();
    await incorporate(await review(await upload(FIRST, 'mars-1.csv')));
    const first = await books();
    expect(first.count).toBe(initial.count + 3);

    const lines = await review(await upload(OVERLAPPING, 'mars-2.csv'));
    expect(lines.map((line) => line.alreadyImported)).toEqual([true, false, true, true, false]);
    const done = await incorporate(lines);
    expect(done.body).toMatchObject({ created: 2, merged: 0, skipped: 3 });
    const second = await books();
    expect(second.count).toBe(first.count + 2);
    expect(second.balance.balance).toBe(first.balance.balance - 450 - 1280);

    const revert = await a.client.post(`/api/import/history/${done.body.incorporationId}/revert`);
    expect([revert.status, revert.body]).toEqual([200, { removed: 2, restored: 0 }]);
    expect(await books()).toEqual(first);
  });

  it('leaves the books and the report unchanged when the incorporation fails half-way', async () => {
    const k = ctx.db.kysely;
    const reportId = await upload(FIRST, 'mars-1.csv');
    const lines = await review(reportId);
    // The rent line stands for a planned occurrence that gets done meanwhile: the refusal comes
    // after the new operations were written, inside the transaction.
    const rent = await insertPlan(k, a.id, {
      accountId: a.current,
      amount: -80000,
      beginDate: '2024-01-02',
    });
    await setLine(k, lines[1]!.importedOperationId, {
      matchKind: 'PLANNED',
      echeanceId: rent,
      echeanceDate: '2024-03-02',
    });
    const { created } = await writeOperations(k, a.id, [
      { kind: 'create', operation: operation(a.current, -80000, '2024-03-02') },
    ]);
    await a.client.post(`/api/echeances/${rent}/occurrences/2024-03-02/match`, {
      operationId: created[0],
    });
    const [before, report] = [await books(), (await a.client.get(`/api/import/${reportId}`)).body];

    const res = await incorporate(lines);
    expect([res.status, res.body]).toEqual([
      409,
      { messageCode: MessageCode.occurrenceAlreadyDone },
    ]);
    expect(await books()).toEqual(before);
    expect((await a.client.get(`/api/import/${reportId}`)).body).toEqual(report);
    expect((await a.client.get(`/api/import/history?accountId=${a.current}`)).body).toEqual([]);
  });

  it('answers 404 to another user for the report, its lines, their incorporation and its revert', async () => {
    const reportId = await upload(FIRST, 'mars-1.csv');
    const lines = await review(reportId);
    const kept = lines.slice(0, 1);
    const done = await incorporate(kept);
    const b = await givenBooksUser(ctx.db);
    const line = lines[1]!.importedOperationId;
    const calls = [
      b.client.get(`/api/import/${reportId}`),
      b.client.post(`/api/import/${reportId}`, { accountId: b.current }),
      b.client.post(`/api/import/ope/${line}`, { label: 'PIRATE' }),
      b.client.post('/api/import/incorporate', {
        accountId: b.current,
        ids: [line],
        merge: true,
        updateAccount: false,
      }),
      b.client.post(`/api/import/history/${done.body.incorporationId}/revert`),
      b.client.delete(`/api/import/${reportId}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await a.client.get(`/api/import/${reportId}`)).body.operations).toEqual(
      lines.slice(1).map((l) => expect.objectContaining({ label: l.label })),
    );
    expect((await a.client.get(`/api/import/history?accountId=${a.current}`)).body).toHaveLength(1);
  });
});
