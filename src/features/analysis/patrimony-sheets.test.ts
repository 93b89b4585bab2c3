import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { NetWorth } from '../../../contract/net-worth';
import { patrimonyPdfSheet } from './patrimony-sheets';

const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key) as unknown as TFunction;
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

describe('the patrimony PDF', () => {
  it('ends on today’s net worth converted, each other currency’s part and the rates’ day', () => {
    const worth: NetWorth = {
      currency: 'EUR',
      points: [
        {
          day: '2026-06-01',
          total: 1652_11,
          rateDay: '2026-05-29',
          parts: [
            { currency: 'EUR', cents: 900_00, converted: 900_00 },
            { currency: 'CHF', cents: 550_00, converted: 591_40 },
            { currency: 'JPY', cents: 100_00, converted: null },
          ],
        },
      ],
    };
    const sheet = patrimonyPdfSheet([], worth, { title: 'P', money, t });
    expect(sheet.totals).toEqual([
      { label: 'analysis.patrimony.total', amount: '1652.11 EUR' },
      { label: 'netWorth.part 550.00 CHF 591.40 EUR', amount: '' },
      { label: 'netWorth.partWithoutRate 100.00 JPY', amount: '' },
      { label: 'netWorth.ratesOf 29/05/2026', amount: '' },
    ]);
  });
});
