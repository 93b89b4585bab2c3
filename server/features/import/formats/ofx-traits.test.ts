import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { decodeText } from './decode-text';
import { parseOfx } from './ofx-parser';
import { checkingOfx, JUNE } from './ofx-test-texts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/import/ofx');
const parseFixture = (name: string) =>
  parseOfx(decodeText(new Uint8Array(readFileSync(path.join(FIXTURES, name)))));

const ROUNDED = MessageCode.importLineRounded;

describe('OFX statements as banks and brokers write them', () => {
  it('reads the cash lines of an investment statement, not its trades', () => {
    const file = parseFixture('broker-cash-four-decimals.ofx');
    expect(file.statements).toHaveLength(1);
    const [statement] = file.statements;
    expect(statement?.account).toEqual({
      number: 'PEA-000777',
      bankId: 'courtier-exemple.fr',
      type: 'INVESTMENT',
    });
    expect(statement?.currency).toBe('EUR');
    expect(statement?.lines.map((l) => [l.date, l.label, l.bankId])).toEqual([
      ['2024-03-02', 'VERSEMENT INITIAL', 'CASH-1'],
      ['2024-03-15', 'COUPON OBLIGATION', 'CASH-2'],
      ['2024-03-20', 'DROITS DE GARDE', 'CASH-3'],
      ['2024-03-28', 'FRAIS DE TENUE', 'CASH-4'],
    ]);
  });

  it('rounds amounts beyond the cent half away from zero, noting each changed one', () => {
    const file = parseFixture('broker-cash-four-decimals.ofx');
    const lines = file.statements[0]?.lines ?? [];
    expect(lines.map((l) => [l.amount, l.notes])).toEqual([
      [25_000, undefined],
      [4_213, [{ code: ROUNDED, written: '+00000000000042.1250' }]],
      [-334, [{ code: ROUNDED, written: '-00000000000003.3350' }]],
      [-1_000, [{ code: ROUNDED, written: '-00000000000010.0049' }]],
    ]);
    expect(file.warnings).toEqual([MessageCode.importWarningRounded]);
  });

  it('says nothing of amounts whose extra decimals are zeros', () => {
    const text = checkingOfx([{ id: 'Z', date: '20240610', amount: '-5.5000', name: 'PARKING' }]);
    const file = parseOfx(text);
    expect(file.statements[0]?.lines.map((l) => [l.amount, l.notes])).toEqual([[-550, undefined]]);
    expect(file.warnings).toEqual([]);
  });

  it('decodes entities until none is left, numeric ones too', () => {
    const file = parseFixture('escaped-entities-one-line.qfx');
    expect(file.format).toBe('QFX');
    expect(file.statements[0]?.lines.map((l) => [l.label, l.memo])).toEqual([
      ['EPICERIE & CAVE', 'CARTE;PAIN & VIN;QUARTIER'],
      ['PRLV <ECHEANCE>', 'ASSURANCE HABITATION'],
      ['REMBOURSEMENT CAFÉ €', 'AMI'],
    ]);
  });

  it('reads several unclosed tags per line, zoned dates and an account number with a space', () => {
    const file = parseFixture('escaped-entities-one-line.qfx');
    const [statement] = file.statements;
    expect(statement?.account).toEqual({
      number: '0001 2345678',
      bankId: '30004',
      type: 'CHECKING',
    });
    expect(statement?.lines.map((l) => [l.date, l.amount])).toEqual([
      ['2024-02-03', -1_240],
      ['2024-02-07', -3_000],
      ['2024-02-09', 1_500],
    ]);
    expect(statement?.closing).toEqual({ amount: 97_260, date: '2024-02-12' });
    expect(file.warnings).toEqual([]);
  });

  it('leaves an entity naming no character as written', () => {
    const name = 'A&#99999999;B &unknown; C&amp;#65;';
    const file = parseOfx(checkingOfx([{ id: 'X', date: '20240611', amount: '-1.00', name }]));
    expect(file.statements[0]?.lines[0]?.label).toBe('A&#99999999;B &unknown; CA');
  });

  it('reads a well-formed file whole, without warning', () => {
    const file = parseOfx(checkingOfx(JUNE));
    expect(file.statements[0]?.lines.map((l) => l.amount)).toEqual([-2_390, 185_000, -750, -6_435]);
    expect(file.warnings).toEqual([]);
  });
});
