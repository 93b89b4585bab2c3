import { expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { sampleBytes } from '../../test/bank-samples';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan } from '../../test/echeance-fixtures';
import { book, frenchCsv } from '../../test/import-fixtures';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';
import { matchBatch } from './import-matching.service';
import { fingerprintLines } from './matching/line-fingerprint';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers read field by field
type Line = Record<string, any>;

describeOnDatabases('import matching against the books', (ctx) => {
  async function upload(a: BooksUser, bytes: Uint8Array, accountId = a.current) {
    const res = await a.client.upload(`/api/import/upload?accountId=${accountId}`, bytes);
    expect(res.status).toBe(200);
    return report(a, res.body.reports[0].importReportId);
  }
  const report = async (a: BooksUser, id: number) => (await a.client.get(`/api/import/${id}`)).body;

  /** Books every line of a report as the incorporation would: its bank id and fingerprint. */
  async function bookLines(a: BooksUser, reportId: number) {
    const lines = await ctx.db.kysely
      .selectFrom('importedOperations')
      .selectAll()
      .where('importReportId', '=', reportId)
      .execute();
    for (const line of lines) {
      await book(ctx.db.kysely, a.id, a.current, {
        date: line.date,
        amount: line.amount,
        memo: line.label,
        bankId: line.bankId,
        fingerprint: line.fingerprint,
        occurrence: line.occurrence,
      });
    }
  }

  it('proposes every line of a file read again as already present (bank id and fingerprint)', async () => {
    const a = await givenBooksUser(ctx.db);
    for (const bytes of [
      sampleBytes('ofx/ofx-js-savings-nzd-v102-sgml.ofx'),
      sampleBytes('csv/credit-mutuel-export-synthetic.csv'),
    ]) {
      const first = await upload(a, bytes);
      expect(first.operations.every((l: Line) => l.match === null)).toBe(true);
      await bookLines(a, first.importReportId);
      const again = await upload(a, bytes);
      expect(again.operations.length).toBe(first.operations.length);
      for (const line of again.operations as Line[]) {
        expect(line.alreadyImported).toBe(true);
        expect(line.merge).toBe(false);
        expect(['BANK_ID', 'FINGERPRINT']).toContain(line.match.kind);
      }
      expect(again.balance.afterImport).toBe(again.balance.current);
    }
  });

  it('proposes only the new lines of an overlapping file, a second identical coffee included', async () => {
    const a = await givenBooksUser(ctx.db);
    const coffee: [string, string, string] = ['02/03/2025', 'CB CAFE DE LA GARE', '-4,50'];
    const first = await upload(a, frenchCsv([coffee]));
    await bookLines(a, first.importReportId);
    const second = await upload(
      a,
      frenchCsv([coffee, coffee, ['03/03/2025', 'CB BOULANGERIE', '-1,20']]),
    );
    expect(second.operations.map((l: Line) => [l.alreadyImported, l.match?.kind ?? null])).toEqual([
      [true, 'FINGERPRINT'],
      [false, null],
      [false, null],
    ]);
    expect(second.balance.afterImport).toBe(second.balance.current - 450 - 120);
  });

  it('explains a fuzzy match and matches a pending line come back booked', async () => {
    const a = await givenBooksUser(ctx.db);
    const k = ctx.db.kysely;
    const manual = await book(k, a.id, a.current, {
      date: '2025-03-03',
      amount: -5_230,
      memo: 'Carrefour Market',
    });
    const [pendingPrint] = fingerprintLines([
      { date: '2025-03-01', amount: -1_999, label: 'PAIEMENT EN COURS NETFLIX' },
    ]);
    const pending = await book(k, a.id, a.current, {
      date: '2025-03-01',
      amount: -1_999,
      memo: 'PAIEMENT EN COURS NETFLIX',
      bankId: 'PENDING-1',
      ...pendingPrint!,
    });
    const read = await upload(
      a,
      frenchCsv([
        ['05/03/2025', 'CB CARREFOUR MARKET 03/03', '-52,30'],
        ['04/03/2025', 'CB NETFLIX.COM 01/03', '-19,99'],
      ]),
    );
    const [carrefour, netflix] = read.operations as Line[];
    expect(carrefour).toMatchObject({
      operation: { operationId: manual, accountName: 'Courant', label: 'Carrefour Market' },
      match: { kind: 'FUZZY', dayGap: 2 },
      merge: true,
      alreadyImported: false,
    });
    expect(carrefour!.match.similarity).toBeGreaterThanOrEqual(50);
    expect(netflix).toMatchObject({
      operation: { operationId: pending },
      match: { kind: 'FUZZY', dayGap: 3 },
      merge: true,
    });
    expect(read.balance.afterImport).toBe(read.balance.current);
  });

  it('associates the other leg of a transfer and a due planned operation', async () => {
    const a = await givenBooksUser(ctx.db);
    const k = ctx.db.kysely;
    const leg = await book(k, a.id, a.savings, {
      date: '2025-03-10',
      amount: 10_000,
      memo: 'Épargne',
    });
    await book(k, a.id, a.savings, { date: '2025-03-20', amount: 10_000, memo: 'Épargne' });
    const plan = await insertPlan(k, a.id, {
      accountId: a.current,
      amount: -4_500,
      beginDate: '2025-02-15',
      payeeId: a.payeeId,
    });
    const read = await upload(
      a,
      frenchCsv([
        ['11/03/2025', 'VIR VERS LIVRET', '-100,00'],
        ['16/03/2025', 'PRLV BOULANGERIE', '-45,00'],
      ]),
    );
    const [transfer, planned] = read.operations as Line[];
    expect(transfer).toMatchObject({
      match: null,
      transfer: { operationId: leg, accountId: a.savings, accountName: 'Livret' },
    });
    expect(planned).toMatchObject({
      match: { kind: 'PLANNED' },
      operation: null,
      merge: false,
      planned: { echeanceId: plan, date: '2025-03-15', label: 'Boulangerie' },
    });
    const cancelled = await a.client.post(
      `/api/import/ope/${transfer!.importedOperationId}/cancelTransferAssociation`,
    );
    expect([cancelled.status, cancelled.body.transfer, cancelled.body.edited]).toEqual([
      200,
      null,
      true,
    ]);
  });

  it('suggests the account whose number fits the statement, matches again when it changes', async () => {
    const a = await givenBooksUser(ctx.db);
    const k = ctx.db.kysely;
    await k
      .updateTable('accounts')
      .set({ number: '1234-56789' })
      .where('id', '=', a.savings)
      .execute();
    const ofx = sampleBytes('ofx/ofx-js-savings-nzd-v102-sgml.ofx');
    const text = new TextDecoder().decode(ofx);
    const number = /<ACCTID>([^<\r\n]+)/.exec(text)![1]!.trim();
    await k
      .updateTable('accounts')
      .set({ iban: `NZ00${number}` })
      .where('id', '=', a.current)
      .execute();
    const res = await a.client.upload('/api/import/upload', ofx);
    const read = await report(a, res.body.reports[0].importReportId);
    expect([read.suggestedAccountId, read.account?.accountId]).toEqual([a.current, a.current]);

    const csvRes = await a.client.upload(
      '/api/import/upload',
      frenchCsv([['05/03/2025', 'CB CARREFOUR', '-52,30']]),
    );
    const id = csvRes.body.reports[0].importReportId;
    expect((await report(a, id)).account).toBeNull();
    const op = await book(k, a.id, a.savings, {
      date: '2025-03-05',
      amount: -5_230,
      memo: 'Carrefour',
    });
    const moved = await a.client.post(`/api/import/${id}`, { accountId: a.savings });
    expect(moved.status).toBe(200);
    expect(moved.body.account.accountId).toBe(a.savings);
    expect(moved.body.operations[0].operation.operationId).toBe(op);
    expect(moved.body.balance.current).toBe(10_000 - 5_230);
  });

  it('reads the books in a bounded number of queries, not one per line', async () => {
    const a = await givenBooksUser(ctx.db);
    const lines = Array.from({ length: 2_000 }, (_, i) => {
      const date = `2025-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`;
      return { date, amount: -100 - i, label: `LINE ${i}`, bankId: `F${i}` };
    });
    const prints = fingerprintLines(lines);
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await matchBatch(
      ctx.db.kysely.withPlugin(counter),
      a.id,
      a.current,
      lines.map((line, i) => ({ ...line, ...prints[i]! })),
    );
    expect(queries).toBeLessThanOrEqual(30);
  });
});
