import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationSaveSchema } from './operations-save';

const cents = fc.integer({ min: -1_000_000, max: 1_000_000 });

describe('operation save body, any parts', () => {
  it('accepts a split only when its parts make the amount, then signed like it', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        cents,
        fc.constantFrom(-1, 1),
        fc.array(cents, { maxLength: 8 }),
        (exact, drawn, side, parts) => {
          const placed = parts.reduce((sum, part) => sum + part, 0);
          // Half the time the amount is what the parts make (either sign, as sent), else drawn.
          const amount = exact ? side * placed : drawn;
          const body = {
            account: { accountId: 1 },
            date: '2024-01-31',
            valueDate: '2024-01-31',
            amount,
            debitCredit: side,
            category: { categoryId: -2 },
            splitOperations: parts.map((part) => ({ amount: part })),
          };
          const parsed = operationSaveSchema.safeParse(body);
          const nonZero = parts.some((part) => part !== 0);
          expect(parsed.success).toBe(amount !== 0 && nonZero && placed === Math.abs(amount));
          if (!parsed.success) return;
          expect(parsed.data.amount).toBe(side * Math.abs(amount));
          const stored = parsed.data.parts.map((part) => part.amount);
          expect(stored.reduce((sum, part) => sum + part, 0)).toBe(parsed.data.amount);
          expect(stored.every(Number.isSafeInteger)).toBe(true);
        },
      ),
    );
  });
});
