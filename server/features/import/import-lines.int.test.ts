import { expect, it } from 'vitest';
import { searchFold } from '../../../contract/operations-search';
import { describeOnDatabases } from '../../test/databases';
import { book, frenchCsv } from '../../test/import-fixtures';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers read field by field
type Line = Record<string, any>;

describeOnDatabases('import review: lines, payees, mapping, owners', (ctx) => {
  async function upload(a: BooksUser, bytes: Uint8Array, query = `?accountId=${a.current}`) {
    const res = await a.client.upload(`/api/import/upload${query}`, bytes);
    expect(res.status).toBe(200);
    return (await a.client.get(`/api/import/${res.body.reports[0].importReportId}`)).body;
  }

  async function givenPayee(
    a: BooksUser,
    name: string,
    keywords: string[],
    debitCategoryId: number,
  ) {
    const k = ctx.db.kysely;
    const { id } = await k
      .insertInto('payees')
      .values({ userId: a.id, name, nameFolded: searchFold(name), debitCategoryId })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const keyword of keywords) {
      await k.insertInto('payeeKeywords').values({ userId: a.id, payeeId: id, keyword }).execute();
    }
    return id;
  }

  it('gives lines the payee of a keyword and its category; payeeMatch excludes and brings it back', async () => {
    const a = await givenBooksUser(ctx.db);
    const edf = await givenPayee(a, 'EDF', ['edf clients'], a.leisure);
    const read = await upload(
      a,
      frenchCsv([
        ['05/03/2025', 'PRLV SEPA EDF CLIENTS PARTICULIERS', '-80,00'],
        ['06/03/2025', 'CB BOULANGERIE', '-3,00'],
        ['07/03/2025', 'PRLV EDF CLIENTS REGUL', '-10,00'],
      ]),
    );
    const [first, other, third] = read.operations as Line[];
    expect(first).toMatchObject({
      payee: { payeeId: edf, name: 'EDF' },
      category: { categoryId: a.leisure, name: 'Loisirs' },
    });
    expect(other!.payee).toBeNull();
    await a.client.post(`/api/import/ope/${third!.importedOperationId}`, {
      label: 'PRLV EDF CLIENTS',
    });

    const excluded = await a.client.post(`/api/import/payeeMatch/${edf}?excluded=true`);
    expect([excluded.status, excluded.body]).toEqual([200, { updatedLines: 1 }]);
    const after = (await a.client.get(`/api/import/${read.importReportId}`)).body;
    expect(after.operations.map((l: Line) => l.payee?.payeeId ?? null)).toEqual([null, null, edf]);
    const again = await upload(a, frenchCsv([['08/03/2025', 'EDF CLIENTS', '-1,00']]));
    expect(again.operations[0].payee).toBeNull();

    const included = await a.client.post(`/api/import/payeeMatch/${edf}?excluded=false`);
    expect(included.body).toEqual({ updatedLines: 2 });
    const back = (await a.client.get(`/api/import/${read.importReportId}`)).body;
    expect(back.operations[0].category).toEqual({ categoryId: a.leisure, name: 'Loisirs' });
  });

  it('edits a line, toggles its merge, cancels its match, and refuses what does not fit', async () => {
    const a = await givenBooksUser(ctx.db);
    const op = await book(ctx.db.kysely, a.id, a.current, {
      date: '2025-03-03',
      amount: -5_230,
      memo: 'Carrefour',
    });
    const read = await upload(
      a,
      frenchCsv([
        ['04/03/2025', 'CB CARREFOUR', '-52,30'],
        ['06/03/2025', 'CB BOULANGERIE', '-3,00'],
      ]),
    );
    const [matched, plain] = read.operations as Line[];
    const fitBefore = await ctx.db.kysely
      .selectFrom('importedOperations')
      .select(['fingerprint', 'occurrence', 'bankId'])
      .where('id', '=', plain!.importedOperationId)
      .executeTakeFirstOrThrow();
    const url = (line: Line) => `/api/import/ope/${line.importedOperationId}`;
    const edited = await a.client.post(url(plain!), {
      date: '2025-03-07',
      valueDate: '2025-03-08',
      amount: -350,
      label: 'Boulangerie Paul',
      payeeId: a.payeeId,
      categoryId: a.groceries,
      included: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      date: '2025-03-07',
      valueDate: '2025-03-08',
      amount: -350,
      label: 'Boulangerie Paul',
      payee: { payeeId: a.payeeId, name: 'Boulangerie' },
      category: { categoryId: a.groceries },
      included: false,
      edited: true,
    });
    const fitAfter = await ctx.db.kysely
      .selectFrom('importedOperations')
      .select(['fingerprint', 'occurrence', 'bankId'])
      .where('id', '=', plain!.importedOperationId)
      .executeTakeFirstOrThrow();
    expect(fitAfter).toEqual(fitBefore);

    const refused = await a.client.post(url(plain!), { merge: true });
    expect([refused.status, refused.body.messageCode]).toEqual([400, 'ValidationException']);
    const zero = await a.client.post(url(plain!), { amount: 0 });
    expect(zero.status).toBe(400);

    const unmerged = await a.client.post(url(matched!), { merge: false });
    expect([unmerged.body.merge, unmerged.body.operation.operationId]).toEqual([false, op]);
    const cancelled = await a.client.post(url(matched!), { cancelMatch: true });
    expect([cancelled.body.match, cancelled.body.operation, cancelled.body.merge]).toEqual([
      null,
      null,
      false,
    ]);
    const report = (await a.client.get(`/api/import/${read.importReportId}`)).body;
    expect(report.balance.afterImport).toBe(report.balance.current - 5_230);
  });

  it('reads a CSV again with a corrected mapping, and says when nothing can be read', async () => {
    const a = await givenBooksUser(ctx.db);
    const bytes = new TextEncoder().encode(
      'Date;Libellé;Débit;Crédit\r\n05/03/2025;CB CAFE;4,50;\r\n06/03/2025;VIR SALAIRE;;1200,00\r\n',
    );
    const read = await upload(a, bytes);
    const layout = read.csv.layout;
    const swapped = {
      ...layout,
      debitColumn: layout.creditColumn,
      creditColumn: layout.debitColumn,
    };
    const res = await a.client.post(`/api/import/${read.importReportId}/csv-layout`, swapped);
    expect(res.status).toBe(200);
    expect(res.body.csv.layout).toEqual(swapped);
    expect(res.body.operations.map((l: Line) => l.amount)).toEqual(
      read.operations.map((l: Line) => -l.amount),
    );
    const nothing = await a.client.post(`/api/import/${read.importReportId}/csv-layout`, {
      ...layout,
      dateColumn: 1,
    });
    expect([nothing.status, nothing.body.messageCode]).toEqual([400, 'import.csv.noLine']);
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ importCsvLayout: JSON.stringify(swapped) })
      .where('id', '=', a.current)
      .execute();
    const remembered = await upload(a, bytes);
    expect(remembered.csv.remembered).toBe(true);
    expect(remembered.operations[0].amount).toBe(450);
  });

  it("answers 404 to another user's report, lines, payee and account, and deletes its own", async () => {
    const a = await givenBooksUser(ctx.db);
    const b = await givenBooksUser(ctx.db);
    const read = await upload(a, frenchCsv([['05/03/2025', 'CB CAFE', '-4,50']]));
    const line = read.operations[0].importedOperationId;
    const id = read.importReportId;
    const calls = [
      b.client.get(`/api/import/${id}`),
      b.client.post(`/api/import/${id}`, { accountId: b.current }),
      b.client.post(`/api/import/${id}/csv-layout`, read.csv.layout),
      b.client.delete(`/api/import/${id}`),
      b.client.post(`/api/import/ope/${line}`, { label: 'x' }),
      b.client.post(`/api/import/ope/${line}/cancelTransferAssociation`),
      b.client.post(`/api/import/payeeMatch/${a.payeeId}?excluded=true`),
      b.client.upload(
        `/api/import/upload?accountId=${a.current}`,
        frenchCsv([['05/03/2025', 'X', '1,00']]),
      ),
      a.client.post(`/api/import/${id}`, { accountId: b.current }),
      a.client.post(`/api/import/ope/${line}`, { payeeId: b.payeeId }),
      a.client.post(`/api/import/ope/${line}`, { categoryId: b.groceries }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await b.client.get('/api/import')).body).toEqual([]);
    expect((await a.client.get(`/api/import/${id}`)).body.operations[0].label).toBe('CB CAFE');
    expect((await a.client.delete(`/api/import/${id}`)).status).toBe(204);
    expect((await a.client.get(`/api/import/${id}`)).status).toBe(404);
    const left = await ctx.db.kysely
      .selectFrom('importedOperations')
      .select('id')
      .where('importReportId', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});
