import { describe, expect, it } from 'vitest';
import { sampleBytes } from '../../../test/bank-samples';
import { decodeText } from './decode-text';
import { parseOfx } from './ofx-parser';

const parse = (file: string) => parseOfx(decodeText(sampleBytes(`ofx/${file}`)));

describe('OFX and QFX files', () => {
  it('reads an OFX 1.02 SGML statement with one-line transactions and times', () => {
    const file = parse('ofxparse-bank-medium-v102-sgml.ofx');
    expect(file.format).toBe('OFX');
    const [statement] = file.statements;
    expect(statement?.currency).toBe('CAD');
    expect(statement?.account.type).toBe('CHECKING');
    expect(statement?.lines.map((l) => [l.date, l.amount, l.label])).toEqual([
      ['2009-04-01', -660, "MCDONALD'S #112"],
      ['2009-04-02', -31_667, "Joe's Bald Hairstyles"],
      ['2009-04-03', -2_200, "CONNIE'S HAIR D"],
    ]);
    expect(statement?.closing?.amount).toBe(38_234);
    expect(statement?.lines.every((l) => l.bankId)).toBe(true);
  });

  it('reads one tag per line, MEMO without NAME', () => {
    const [statement] = parse('ofx-js-savings-nzd-v102-sgml.ofx').statements;
    expect(statement?.lines).toHaveLength(5);
    expect(statement?.lines.map((l) => l.amount)).toEqual([1_990, -101, -10_000, -7_199, -2_001]);
    expect(statement?.lines.every((l) => l.label !== '')).toBe(true);
    expect(statement?.closing).toEqual({ amount: 422_579, date: expect.any(String) });
    expect(statement?.currency).toBe('NZD');
  });

  it('reads OFX 2 XML with CDATA labels, trimmed', () => {
    const [statement] = parse('ofxparse-suncorp-v200-xml.ofx').statements;
    expect(statement?.lines).toEqual([
      expect.objectContaining({
        date: '2013-12-15',
        amount: -1_685,
        label: 'EFTPOS WDL HANDYWAY ALDI STORE',
        memo: 'EFTPOS WDL HANDYWAY ALDI STORE   GEELONG WEST VICAU',
      }),
    ]);
    expect(statement?.closing?.amount).toBe(123_412);
  });

  it('offers each account of a file with several, even without lines', () => {
    const { statements } = parse('ofxparse-multiple-accounts-v211-xml.ofx');
    expect(statements.map((s) => [s.account.number, s.lines.length, s.closing?.amount])).toEqual([
      ['9100', 0, 11_100],
      ['9200', 0, 22_200],
    ]);
  });

  it('reads a credit card with an XML header but unclosed tags', () => {
    const [statement] = parse('ofxparse-anz-creditcard-v203-unclosed-tags.ofx').statements;
    expect(statement?.account.type).toBe('CREDITCARD');
    expect(statement?.lines.map((l) => [l.date, l.amount])).toEqual([['2017-05-08', -550]]);
    expect(statement?.closing?.amount).toBe(-12_345);
  });

  it('reads a QFX file on one line, with entities', () => {
    const file = parse('ofx-js-credit-card.qfx');
    expect(file.format).toBe('QFX');
    const [statement] = file.statements;
    expect(statement?.lines).toHaveLength(5);
    expect(statement?.lines.map((l) => l.label)).toContain('T&T SUPERMARKET');
    expect(statement?.lines.filter((l) => l.amount > 0)).toHaveLength(1);
    expect(statement?.closing?.amount).toBe(90_453);
  });
});
