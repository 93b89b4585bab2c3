import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { parseCamt053 } from './camt-parser';
import { camtDocument, entryXml } from './camt-test-texts';
import { decodeText } from './decode-text';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/import/camt053');
const parseFixture = (name: string) =>
  parseCamt053(decodeText(new Uint8Array(readFileSync(path.join(FIXTURES, name)))));

const ROUNDED = MessageCode.importLineRounded;

describe('CAMT.053 amounts and dates', () => {
  it('reads amounts with up to five decimals, rounding to the cent only what is not zeros', () => {
    const file = parseFixture('cooperative-five-decimals.xml');
    const [statement] = file.statements;
    expect(statement?.lines.map((l) => [l.amount, l.notes])).toEqual([
      [-4_250, undefined],
      [12, [{ code: ROUNDED, written: '0.12345' }]],
      [-713, [{ code: ROUNDED, written: '7.125' }]],
    ]);
    expect(file.warnings).toEqual([MessageCode.importWarningRounded]);
    expect(statement?.opening).toEqual({ amount: 10_000, date: '2024-04-30' });
    expect(statement?.closing).toEqual({ amount: 5_049, date: '2024-05-31' });
  });

  it('takes a booking date given with its time as the day written, and values on it when absent', () => {
    const lines = parseFixture('cooperative-five-decimals.xml').statements[0]?.lines ?? [];
    expect(lines.map((l) => [l.date, l.valueDate])).toEqual([
      ['2024-05-02', '2024-05-02'],
      ['2024-05-15', '2024-05-16'],
      ['2024-05-20', '2024-05-20'],
    ]);
  });

  it('rounds half away from zero on both sides', () => {
    const entries = ['0.005', '0.00499', '12.34500', '99.99999'].flatMap((amount) => [
      entryXml({ amount, indicator: 'CRDT' }),
      entryXml({ amount, indicator: 'DBIT' }),
    ]);
    const lines = parseCamt053(camtDocument(entries)).statements[0]?.lines ?? [];
    expect(lines.map((l) => l.amount)).toEqual([1, -1, 0, 0, 1_235, -1_235, 10_000, -10_000]);
  });

  it('says nothing of a file whose amounts are all whole cents', () => {
    const entries = [entryXml({ amount: '18.15000', indicator: 'DBIT' })];
    const file = parseCamt053(camtDocument(entries, '18.150', '0.0'));
    expect(file.statements[0]?.lines.map((l) => [l.amount, l.notes])).toEqual([
      [-1_815, undefined],
    ]);
    expect(file.statements[0]?.opening?.amount).toBe(1_815);
    expect(file.warnings).toEqual([]);
  });

  it('refuses an entry whose amount or dates cannot be read', () => {
    const noDate = entryXml({ amount: '1.00', indicator: 'CRDT', booked: '<DtTm>soon</DtTm>' });
    expect(() => parseCamt053(camtDocument([noDate]))).toThrow('import.file.unreadable');
    const noAmount = entryXml({ amount: 'one', indicator: 'CRDT' });
    expect(() => parseCamt053(camtDocument([noAmount]))).toThrow('import.file.unreadable');
  });
});
