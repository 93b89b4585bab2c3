import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../../contract/import';
import { SAMPLES_DIR, sampleBytes } from '../../test/bank-samples';
import { describeOnDatabases } from '../../test/databases';
import { givenBooksUser } from '../../test/operation-api-fixtures';
import { readBankFile } from './formats/read-bank-file';

const encode = (text: string) => new TextEncoder().encode(text);

const SAMPLES = readdirSync(SAMPLES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ofx|qfx|qif|xml|csv)$/.test(file))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

/** Closing balances the samples' README gives, in cents, per statement. */
const CLOSINGS: Record<string, (number | null)[]> = {
  'ofx/ofxparse-bank-medium-v102-sgml.ofx': [38_234],
  'camt053/genkgo-camt053-v2-multi-statement.xml': [2_700, 2_000],
  'camt053/camt-parser-camt053-v4-chf-batch-charges.xml': [32_268_977],
  'qif/jemmyw-qif-bank-ddmmyyyy.qif': [null],
};

describeOnDatabases('import upload', (ctx) => {
  const countReports = async (userId: number) => {
    const [reports, lines] = await Promise.all([
      ctx.db.kysely.selectFrom('importReports').select('id').where('userId', '=', userId).execute(),
      ctx.db.kysely
        .selectFrom('importedOperations')
        .select('id')
        .where('userId', '=', userId)
        .execute(),
    ]);
    return reports.length + lines.length;
  };

  it('stores every sample: one report per statement with lines, counts, sums and closings', async () => {
    const a = await givenBooksUser(ctx.db);
    for (const file of SAMPLES) {
      const bytes = sampleBytes(file);
      const read = readBankFile(bytes).file.statements.filter((s) => s.lines.length > 0);
      const res = await a.client.upload('/api/import/upload', bytes, path.basename(file));
      expect([file, res.status]).toEqual([file, 200]);
      expect(res.body.result).toBe(read.length > 0);
      expect(res.body.reports).toHaveLength(read.length);
      for (const [i, summary] of (res.body.reports as { importReportId: number }[]).entries()) {
        const report = (await a.client.get(`/api/import/${summary.importReportId}`)).body;
        const kept = read[i]!.lines.filter((line) => line.amount !== 0);
        expect([file, report.lineCount, report.operations.length]).toEqual([
          file,
          kept.length,
          kept.length,
        ]);
        const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);
        expect([file, sum(report.operations)]).toEqual([file, sum(kept)]);
        expect(report.closing?.amount ?? null).toBe(read[i]!.closing?.amount ?? null);
        if (CLOSINGS[file]) expect(report.closing?.amount ?? null).toBe(CLOSINGS[file]![i]);
        expect(report.fileName).toBe(path.basename(file));
      }
    }
    const reports = await a.client.get('/api/import');
    expect(reports.body.length).toBe(SAMPLES.length); // the multi-account OFX has no line: no report
    expect(reports.body.length).toBeGreaterThan(10);
  });

  it('stores the CSV samples with their counts and their layout', async () => {
    const a = await givenBooksUser(ctx.db);
    const res = await a.client.upload(
      '/api/import/upload',
      sampleBytes('csv/credit-mutuel-export-synthetic.csv'),
    );
    const report = (await a.client.get(`/api/import/${res.body.reports[0].importReportId}`)).body;
    expect(report.format).toBe('CSV');
    expect(report.lineCount).toBe(24);
    expect(report.csv.layout.delimiter).toBe(';');
    expect(report.csv.preview[0]).toEqual([
      'Date',
      'Date de valeur',
      'Débit',
      'Crédit',
      'Libellé',
      'Solde',
    ]);
    expect(report.csv.remembered).toBe(false);
    const agricole = await a.client.upload(
      '/api/import/upload',
      sampleBytes('csv/credit-agricole-export-synthetic.csv'),
    );
    expect(agricole.body.reports[0].lineCount).toBe(19);
  });

  it('refuses a missing, empty, unknown or unsafe file and stores nothing', async () => {
    const a = await givenBooksUser(ctx.db);
    const none = await a.client.post('/api/import/upload', {});
    expect([none.status, none.body.messageCode]).toEqual([400, 'import.file.missing']);
    const cases: [Uint8Array, string][] = [
      [encode(''), 'import.file.empty'],
      [encode('<html><body>hello</body></html>'), 'import.file.unknownFormat'],
      [
        encode(
          '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]>' +
            '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>&b;</BkToCstmrStmt></Document>',
        ),
        'import.file.unsafe',
      ],
    ];
    for (const [bytes, code] of cases) {
      const res = await a.client.upload('/api/import/upload', bytes);
      expect([res.status, res.body.messageCode]).toEqual([400, code]);
    }
    expect(await countReports(a.id)).toBe(0);
  });

  it('answers 413 beyond 10 MB', async () => {
    const a = await givenBooksUser(ctx.db);
    const big = new Uint8Array(IMPORT_MAX_BYTES + 1024).fill(0x41);
    const res = await a.client.upload('/api/import/upload', big);
    expect([res.status, res.body.messageCode]).toEqual([413, 'request.tooLarge']);
    expect(await countReports(a.id)).toBe(0);
  });

  it('answers result false for a file without lines, and the accounts page its error', async () => {
    const a = await givenBooksUser(ctx.db);
    const empty = sampleBytes('ofx/ofxparse-multiple-accounts-v211-xml.ofx');
    const res = await a.client.upload('/api/import/upload', empty);
    expect([res.status, res.body]).toEqual([200, { result: false, reports: [] }]);
    const csv = encode('Date;Libellé;Montant\n01/03/2025;CAFE;0,00\n');
    const page = await a.client.upload(`/api/import/upload?accountId=${a.current}`, csv);
    expect([page.status, page.body.messageCode]).toEqual([
      400,
      'param.account.import-csv.error.desc',
    ]);
    expect(await countReports(a.id)).toBe(0);
  });

  // Earlier exports named the tags column "Tags": they import back too.
  it.each(['Étiquettes', 'Tags'])(
    'reads a CSV Pécule exported back (tags column "%s"): payee by name, category by its name, memo',
    async (tags) => {
      const a = await givenBooksUser(ctx.db);
      const csv =
        `\uFEFF"Date";"Date de valeur";"Compte";"Type";"Tiers";"Catégorie";"Libellé";"${tags}";"Montant";"Solde";"Pointée"\r\n` +
        '"05/03/2025";"06/03/2025";"Courant";"";"Boulangerie";"Courses";"Pain";"";-3,20;96,80;""\r\n' +
        '"07/03/2025";"07/03/2025";"Courant";"";"Inconnu";"Ventilation (plusieurs catégories)";"";"";-10,00;86,80;""';
      const res = await a.client.upload(`/api/import/upload?accountId=${a.current}`, encode(csv));
      const report = (await a.client.get(`/api/import/${res.body.reports[0].importReportId}`)).body;
      expect(
        report.operations.map((l: Record<string, unknown>) => [
          l.label,
          l.memo,
          l.payee,
          l.category,
        ]),
      ).toEqual([
        [
          'Boulangerie',
          'Pain',
          { payeeId: a.payeeId, name: 'Boulangerie' },
          { categoryId: a.groceries, name: 'Courses' },
        ],
        ['Inconnu', null, null, null],
      ]);
      expect(report.closing).toEqual({ amount: 8_680, date: '2025-03-07' });
    },
  );

  it('documents the upload as multipart in the OpenAPI document', async () => {
    const a = await givenBooksUser(ctx.db);
    const doc = (await a.client.get('/api/openapi.json')).body;
    const upload = doc.paths['/api/import/upload'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
  });
});
