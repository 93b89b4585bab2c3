import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ImportLineDto } from '../../../contract/import';
import { explainLine, explainMatch } from './match-explanation';

const en = i18n.getFixedT('en');
const fr = i18n.getFixedT('fr');

const fuzzy = (dayGap: number | null, similarity: number | null) =>
  ({ kind: 'FUZZY', dayGap, similarity }) as const;
const strict = (kind: 'BANK_ID' | 'FINGERPRINT') => ({ kind, dayGap: null, similarity: null });
const ref = {
  operationId: 1,
  accountId: 4,
  accountName: 'Livret A',
  date: '',
  amount: 0,
  label: '',
};
const line = (changes: Partial<ImportLineDto>) => ({
  match: null,
  planned: null,
  transfer: null,
  ...changes,
});

describe('match explanations', () => {
  it('words a bank id and a fingerprint as imported before', () => {
    expect(explainMatch(strict('BANK_ID'), en)).toBe('Same bank id — imported before');
    expect(explainMatch(strict('FINGERPRINT'), en)).toBe(
      'Same date, amount and label — imported before',
    );
    expect(explainMatch(strict('BANK_ID'), fr)).toBe('Même identifiant bancaire — déjà importée');
    expect(explainMatch(strict('FINGERPRINT'), fr)).toBe(
      'Même date, même montant et même libellé — déjà importée',
    );
  });

  it('words a fuzzy match by its date gap and label likeness', () => {
    expect(explainMatch(fuzzy(2, 82), en)).toBe(
      'Amount equal, date 2 days later, label 82 % alike',
    );
    expect(explainMatch(fuzzy(1, 90), en)).toBe('Amount equal, date 1 day later, label 90 % alike');
    expect(explainMatch(fuzzy(0, 100), en)).toBe('Amount equal, same date, label 100 % alike');
    expect(explainMatch(fuzzy(-3, 64), en)).toBe(
      'Amount equal, date 3 days earlier, label 64 % alike',
    );
    expect(explainMatch(fuzzy(2, 82), fr)).toBe(
      'Montant égal, date 2 jours plus tard, libellé semblable à 82 %',
    );
    expect(explainMatch(fuzzy(0, 100), fr)).toBe(
      'Montant égal, même date, libellé semblable à 100 %',
    );
    expect(explainMatch(fuzzy(-1, 70), fr)).toBe(
      'Montant égal, date 1 jour plus tôt, libellé semblable à 70 %',
    );
    expect(explainMatch(fuzzy(null, null), en)).toBe('Amount equal');
  });

  it('names the planned operation by its date, as large and small screens show dates', () => {
    const planned = line({
      match: { kind: 'PLANNED', dayGap: null, similarity: null },
      planned: { echeanceId: 5, date: '2026-03-04', label: 'Loyer' },
    });
    expect(explainLine(planned, en)).toEqual(['Planned operation of 04/03/2026']);
    expect(explainLine(planned, fr, true)).toEqual(['Opération prévue du 04/03/26']);
  });

  it('names the other account of a transfer, after the match', () => {
    expect(explainLine(line({ transfer: ref }), en)).toEqual(['Transfer with Livret A']);
    expect(explainLine(line({ transfer: ref, match: fuzzy(0, 91) }), fr)).toEqual([
      'Montant égal, même date, libellé semblable à 91 %',
      'Virement avec Livret A',
    ]);
    expect(explainLine(line({}), en)).toEqual([]);
  });
});
