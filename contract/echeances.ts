/**
 * Frequencies of planned operations (GET /api/frequencies; the list is not shown in the spec).
 * Each steps the next date by a number of days or of calendar months; ONCE does not repeat.
 */
export const ECHEANCE_FREQUENCIES = {
  ONCE: { unit: 'none', step: 0 },
  WEEKLY: { unit: 'day', step: 7 },
  BIWEEKLY: { unit: 'day', step: 14 },
  MONTHLY: { unit: 'month', step: 1 },
  BIMONTHLY: { unit: 'month', step: 2 },
  QUARTERLY: { unit: 'month', step: 3 },
  SEMIANNUAL: { unit: 'month', step: 6 },
  YEARLY: { unit: 'month', step: 12 },
} as const satisfies Record<string, { unit: 'none' | 'day' | 'month'; step: number }>;
export type EcheanceFrequency = keyof typeof ECHEANCE_FREQUENCIES;

export const DEFAULT_ECHEANCE_FREQUENCY: EcheanceFrequency = 'MONTHLY';
