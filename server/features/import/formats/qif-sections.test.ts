import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksLikeQif, parseQif } from './qif-parser';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/import/qif');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const qif = (...lines: string[]) => lines.join('\n');

const accountsAndLines = (text: string) =>
  parseQif(text).statements.map((s) => [
    s.account.number,
    s.account.type,
    s.lines.map((l) => [l.date, l.amount, l.label]),
  ]);

describe('QIF sections', () => {
  it('reads past comments, the account list and the lists before and between the accounts', () => {
    expect(accountsAndLines(fixture('quicken-export-lists-between-accounts.qif'))).toEqual([
      [
        'Compte joint',
        'Bank',
        [
          ['2024-03-14', -5_820, 'Quincaillerie Martin'],
          ['2024-03-16', 245_000, 'Employeur'],
        ],
      ],
      ['Carte Visa', 'CCard', [['2024-03-20', -1_990, 'Librairie']]],
    ]);
  });

  it('reads no investment line nor security, only the bank sections around them', () => {
    const text = qif(
      '!Type:Cash',
      'D03/05/2023',
      'T-4.50',
      'PMarché',
      '^',
      '!Type:Invst',
      'D04/05/2023',
      'NSell',
      'YObligation 2030',
      'T1000.00',
      '^',
      '!Type:Security',
      'NObligation 2030',
      'TBond',
      '^',
      '!type:oth l',
      'D30/05/2023',
      'T-350.00',
      'PÉchéance prêt',
      '^',
    );
    expect(accountsAndLines(text)).toEqual([
      [null, 'Cash', [['2023-05-03', -450, 'Marché']]],
      [null, 'oth l', [['2023-05-30', -35_000, 'Échéance prêt']]],
    ]);
  });

  it('opens a new section at every !Type:, the account named last staying the same', () => {
    const text = qif(
      '!Account',
      'NChèques',
      '^',
      '!Type:Bank',
      'D21/07/2022',
      'T-12.00',
      '^',
      '!Type:Class',
      'NTravail',
      '^',
      '!Type:Bank',
      'D22/07/2022',
      'T30.00',
      '^',
    );
    expect(accountsAndLines(text)).toEqual([
      ['Chèques', 'Bank', [['2022-07-21', -1_200, '']]],
      ['Chèques', 'Bank', [['2022-07-22', 3_000, '']]],
    ]);
  });

  it('has no statement when the file holds only lists', () => {
    const text = qif('!Type:Cat', 'NLoisirs', 'E', '^', '!Type:Class', 'NFamille', '^');
    expect(() => parseQif(text)).toThrow('import.file.noStatement');
  });

  it('knows a QIF file behind its comment lines', () => {
    expect(looksLikeQif('### exported\n# by hand\n\n!Type:Bank\nD1/2/24\n')).toBe(true);
    expect(looksLikeQif('#comment\r\n!Option:AutoSwitch\r\n')).toBe(true);
    expect(looksLikeQif('  !Account\nNA\n')).toBe(true);
    expect(looksLikeQif('# a comment\nDate;Montant\n!Type:Bank\n')).toBe(false);
    expect(looksLikeQif('Date;Libellé\n')).toBe(false);
  });
});
