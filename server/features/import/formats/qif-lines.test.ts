import { describe, expect, it } from 'vitest';
import { parseQif } from './qif-parser';

const firstLine = (...fields: string[]) =>
  parseQif(['!Type:Bank', 'D17/09/2023', ...fields, '^'].join('\n')).statements[0]!.lines[0]!;

const part = (amount: number, category: string | null, memo: string | null = null) => ({
  amount,
  category,
  memo,
  transferAccount: null,
});

describe('QIF lines', () => {
  it('reads split amounts written $= as written, beside the usual ones', () => {
    const line = firstLine(
      'T-80.00',
      'SLoyer',
      '$-120.00',
      'SRemboursement',
      'Ecaution',
      '$=40.00',
    );
    expect(line.amount).toBe(-8_000);
    expect(line.parts).toEqual([part(-12_000, 'Loyer'), part(4_000, 'Remboursement', 'caution')]);
    expect(firstLine('T=15.30').amount).toBe(1_530);
  });

  it('keeps a category as written, without the class after its /', () => {
    expect(firstLine('T-9.99', 'LLoisirs:Cinéma').category).toBe('Loisirs:Cinéma');
    expect(firstLine('T-35.00', 'LAlimentation:Restaurant/Vacances').category).toBe(
      'Alimentation:Restaurant',
    );
    expect(firstLine('T-35.00', 'L/Vacances').category).toBeNull();
  });

  it('reads a transfer to an account, its class dropped too', () => {
    const line = firstLine('T-200.00', 'L[Livret A]/Épargne');
    expect([line.category, line.parts]).toEqual([
      null,
      [{ amount: -20_000, category: null, memo: null, transferAccount: 'Livret A' }],
    ]);
  });

  it('reads split categories and transfers without their class', () => {
    const line = firstLine(
      'T-60.00',
      'L--Split--',
      'SSanté:Pharmacie/Famille',
      '$-15.00',
      'S[Compte commun]/Famille',
      'Emoitié',
      '$-45.00',
    );
    expect(line.category).toBeNull();
    expect(line.parts).toEqual([
      part(-1_500, 'Santé:Pharmacie'),
      { amount: -4_500, category: null, memo: 'moitié', transferAccount: 'Compte commun' },
    ]);
  });

  it('keeps a split amount written without its S as a part without category', () => {
    const line = firstLine('T-30.00', 'SCourses', '$-25.00', 'Esac', '$-5.00');
    expect(line.parts).toEqual([part(-2_500, 'Courses'), part(-500, null, 'sac')]);
  });

  it('reads the payee as label, the memo and the cheque number', () => {
    expect(
      firstLine('T-64.10', 'N2047', 'PGarage Dupont', 'MVidange', 'A1 rue Haute'),
    ).toMatchObject({
      label: 'Garage Dupont',
      memo: 'Vidange',
      checkNumber: '2047',
      amount: -6_410,
    });
    expect(firstLine('T-3.00', 'MFrais de tenue')).toMatchObject({
      label: 'Frais de tenue',
      memo: null,
    });
  });

  it('refuses a split amount that is not one', () => {
    expect(() => firstLine('T-3.00', 'SFrais', '$trois')).toThrow('import.file.unreadable');
  });
});
