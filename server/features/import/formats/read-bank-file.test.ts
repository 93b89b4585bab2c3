import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLES_DIR, sampleBytes } from '../../../test/bank-samples';
import { BankFileError } from './bank-file';
import { readBankFile } from './read-bank-file';

const encode = (text: string) => new TextEncoder().encode(text);

const EXPECTED: Record<string, { format: string; lines: number[] }> = {
  'ofx/ofxparse-bank-medium-v102-sgml.ofx': { format: 'OFX', lines: [3] },
  'ofx/ofx-js-savings-nzd-v102-sgml.ofx': { format: 'OFX', lines: [5] },
  'ofx/ofxparse-suncorp-v200-xml.ofx': { format: 'OFX', lines: [1] },
  'ofx/ofxparse-multiple-accounts-v211-xml.ofx': { format: 'OFX', lines: [0, 0] },
  'ofx/ofxparse-anz-creditcard-v203-unclosed-tags.ofx': { format: 'OFX', lines: [1] },
  'ofx/ofx-js-credit-card.qfx': { format: 'QFX', lines: [5] },
  'qif/quiffen-bank-split-transfer-apostrophe-date.qif': { format: 'QIF', lines: [1] },
  'qif/jemmyw-qif-bank-ddmmyyyy.qif': { format: 'QIF', lines: [3] },
  'qif/qif2json-bank-windows-1252.qif': { format: 'QIF', lines: [1] },
  'camt053/genkgo-camt053-v2-multi-statement.xml': { format: 'CAMT053', lines: [1, 1] },
  'camt053/camt-parser-camt053-v2-ing-batch.xml': { format: 'CAMT053', lines: [3] },
  'camt053/camt-parser-camt053-v4-chf-batch-charges.xml': { format: 'CAMT053', lines: [13] },
  'csv/credit-mutuel-export-synthetic.csv': { format: 'CSV', lines: [24] },
  'csv/credit-agricole-export-synthetic.csv': { format: 'CSV', lines: [19] },
};

const refusal = (bytes: Uint8Array) => {
  try {
    readBankFile(bytes);
    return null;
  } catch (error) {
    if (error instanceof BankFileError) return error.messageCode;
    throw error;
  }
};

describe('reading any bank file', () => {
  it('tells every sample file by its content and reads its lines', () => {
    const files = readdirSync(SAMPLES_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ofx|qfx|qif|xml|csv)$/.test(file))
      .map((file) => file.split(path.sep).join('/'));
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [file, expected] of Object.entries(EXPECTED)) {
      const { file: read } = readBankFile(sampleBytes(file));
      expect([file, read.format, read.statements.map((s) => s.lines.length)]).toEqual([
        file,
        expected.format,
        expected.lines,
      ]);
    }
  });

  it('answers a message code for an empty, truncated, binary or unknown file', () => {
    expect(refusal(encode(''))).toBe('import.file.empty');
    expect(refusal(encode('  \n'))).toBe('import.file.empty');
    const camt = new TextDecoder().decode(
      sampleBytes('camt053/genkgo-camt053-v2-multi-statement.xml'),
    );
    expect(refusal(encode(camt.slice(0, camt.length / 2)))).toBe('import.file.unreadable');
    expect(refusal(encode('<html><body>hello</body></html>'))).toBe('import.file.unknownFormat');
    expect(
      refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0xff, 0xfe])),
    ).not.toBeNull();
  });

  it('strips the control and invisible characters of labels, memos and numbers, drops NUL', () => {
    const qif =
      '!Type:Bank\nD09/03/2024\nT-12.50\nPCARTE\u001bBOULANGERIE\nMmemo\u200b\u0000 du jour\n^\n';
    const [line] = readBankFile(encode(qif)).file.statements[0]!.lines;
    expect([line?.label, line?.memo]).toEqual(['CARTE BOULANGERIE', 'memo du jour']);
    const csv = 'Date;Libellé;Montant\n09/03/2024;CARTE\u0000BOULANGERIE;-12,50\n';
    expect(readBankFile(encode(csv)).file.statements[0]!.lines[0]?.label).toBe('CARTEBOULANGERIE');
  });

  it('skips unknown OFX tags', () => {
    const text =
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR<X.CUSTOM>whatever<BANKTRANLIST>' +
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250102<TRNAMT>-1,50<FITID>A1<NAME>CAFE<Y.TAG>z</STMTTRN>' +
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';
    const [statement] = readBankFile(encode(text)).file.statements;
    expect(statement?.lines.map((l) => [l.date, l.amount, l.label, l.bankId])).toEqual([
      ['2025-01-02', -150, 'CAFE', 'A1'],
    ]);
  });

  it('reads a 5 MB CSV', () => {
    const row = (i: number) =>
      `${String((i % 28) + 1).padStart(2, '0')}/03/2025;CB MAGASIN ${i};-${i % 997},${String(i % 100).padStart(2, '0')}\n`;
    let text = 'Date;Libellé;Montant\n';
    for (let i = 0; text.length < 5_000_000; i++) text += row(i);
    const [statement] = readBankFile(encode(text)).file.statements;
    expect(statement?.lines.length).toBeGreaterThan(100_000);
    // The budget is 2 s per MB; the limit only keeps a loaded test machine from failing it.
  }, 30_000);

  it('never fails otherwise than with a message code, whatever the bytes', () => {
    const prefixes = [
      '',
      'OFXHEADER:100\n<OFX>',
      '!Type:Bank\n',
      '<Document><BkToCstmrStmt>',
      'Date;Libellé;Montant\n',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.string({ maxLength: 400 }), (prefix, tail) => {
        refusal(encode(prefix + tail));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        refusal(bytes);
      }),
      { numRuns: 300 },
    );
  });
});
