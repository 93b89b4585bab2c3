import { describe, expect, it } from 'vitest';
import {
  reconciliationGap,
  statementError,
  statementSaveSchema,
} from './operations-reconciliation';

describe('reconciliation', () => {
  it('reads a statement: a date and a closing balance of any sign', () => {
    expect(statementSaveSchema.parse({ date: '2024-03-31', balance: -1250 })).toEqual({
      date: '2024-03-31',
      balance: -1250,
    });
    expect(
      statementSaveSchema.safeParse({ date: '31/03/2024', balance: 0 }).error?.issues[0]?.message,
    ).toBe('operation.date.invalid');
    expect(
      statementSaveSchema.safeParse({ date: '2024-03-31', balance: 1.5 }).error?.issues[0]?.message,
    ).toBe('amount.invalid');
  });

  it('measures the gap to the pointed balance, which falls to 0 as lines are pointed', () => {
    const statement = 150000;
    let pointed = 100000;
    expect(reconciliationGap(statement, pointed)).toBe(50000);
    for (const line of [30000, 20000]) pointed += line;
    expect(reconciliationGap(statement, pointed)).toBe(0);
    expect(reconciliationGap(-500, 1000)).toBe(-1500);
  });

  it('records only a reconciled statement, never before the last one', () => {
    const statement = { date: '2024-03-31', balance: 150000 };
    expect(statementError(statement, 150000, null)).toBeNull();
    expect(statementError(statement, 150000, { date: '2024-03-31' })).toBeNull();
    expect(statementError(statement, 149999, null)).toBe('statement.gap.notZero');
    expect(statementError(statement, 150000, { date: '2024-04-30' })).toBe(
      'statement.date.beforeLast',
    );
  });
});
