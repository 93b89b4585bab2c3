import iconv from 'iconv-lite';
import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import { describeOnDatabases } from '../../test/databases';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';

// What reading a file found reaches its review: the file's warnings, a doubtful date order the
// person settles before anything is incorporated.

/** Every date reads both ways, and neither order runs them in a plausible order. */
const AMBIGUOUS_QIF = [
  '!Type:Bank',
  'D03/04/2024',
  'T-10.00',
  'PLIBRAIRIE',
  '^',
  'D05/02/2024',
  'T-20.00',
  'PPHARMACIE',
  '^',
  'D02/06/2024',
  'T-30.00',
  'PGARAGE',
  '^',
  '',
].join('\n');

const encode = (text: string) => new TextEncoder().encode(text);

describeOnDatabases('what reading a bank file found', (ctx) => {
  let a: BooksUser;

  const uploadQif = async () => {
    const res = await a.client.upload(
      `/api/import/upload?accountId=${a.current}`,
      encode(AMBIGUOUS_QIF),
      'r.qif',
    );
    expect(res.status).toBe(200);
    return res.body.reports[0].importReportId as number;
  };
  const incorporateAll = async (reportId: number) => {
    const report = (await a.client.get(`/api/import/${reportId}`)).body;
    return a.client.post('/api/import/incorporate', {
      accountId: a.current,
      ids: report.operations.map(
        (line: { importedOperationId: number }) => line.importedOperationId,
      ),
      merge: true,
      updateAccount: false,
    });
  };

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
  });

  it('asks the date order of a QIF whose dates read both ways, and reads it again as chosen', async () => {
    const reportId = await uploadQif();
    const first = (await a.client.get(`/api/import/${reportId}`)).body;
    expect(first.dateOrder).toEqual({ order: 'DMY', unsure: true });
    expect(first.operations.map((line: { date: string }) => line.date)).toEqual([
      '2024-04-03',
      '2024-02-05',
      '2024-06-02',
    ]);
    const refused = await incorporateAll(reportId);
    expect([refused.status, refused.body.messageCode]).toEqual([
      400,
      MessageCode.importDateOrderRequired,
    ]);

    const chosen = await a.client.post(`/api/import/${reportId}/date-order`, { dateOrder: 'MDY' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.dateOrder).toEqual({ order: 'MDY', unsure: false });
    expect(chosen.body.operations.map((line: { date: string }) => line.date)).toEqual([
      '2024-03-04',
      '2024-05-02',
      '2024-02-06',
    ]);
    expect((await incorporateAll(reportId)).status).toBe(200);
  });

  it('refuses another order than DMY or MDY, and another person’s report', async () => {
    const reportId = await uploadQif();
    const bad = await a.client.post(`/api/import/${reportId}/date-order`, { dateOrder: 'YMD' });
    expect(bad.status).toBe(400);
    const b = await givenBooksUser(ctx.db);
    const other = await b.client.post(`/api/import/${reportId}/date-order`, { dateOrder: 'MDY' });
    expect(other.status).toBe(404);
    const report = (await a.client.get(`/api/import/${reportId}`)).body;
    expect(report.dateOrder).toEqual({ order: 'DMY', unsure: true });
  });

  it('refuses the date order for a file that is not a QIF', async () => {
    const csv = encode('Date;Libellé;Montant\n01/03/2024;CAFE;-4,50\n');
    const res = await a.client.upload(`/api/import/upload?accountId=${a.current}`, csv, 'r.csv');
    const reportId = res.body.reports[0].importReportId;
    const order = await a.client.post(`/api/import/${reportId}/date-order`, { dateOrder: 'MDY' });
    expect(order.status).toBe(400);
  });

  it('shows a file’s warning above its review: an encoding it lies about', async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>' +
      '<Stmt><Id>1</Id><Acct><Id><IBAN>FR7630001007941234567890185</IBAN></Id><Ccy>EUR</Ccy></Acct>' +
      '<Ntry><Amt Ccy="EUR">12.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-03-01</Dt></BookgDt>' +
      '<AddtlNtryInf>Café de la Gare</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>';
    const bytes = new Uint8Array(iconv.encode(xml, 'windows-1252'));
    const res = await a.client.upload(`/api/import/upload?accountId=${a.current}`, bytes, 'r.xml');
    expect(res.status).toBe(200);
    const report = (await a.client.get(`/api/import/${res.body.reports[0].importReportId}`)).body;
    expect(report.warnings).toEqual([MessageCode.importWarningEncoding]);
    expect(report.dateOrder).toBeNull();
    expect(report.operations[0]).toMatchObject({
      label: expect.stringContaining('Café'),
      notes: [],
    });
  });
});
