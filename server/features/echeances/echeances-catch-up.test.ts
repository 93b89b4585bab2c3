import { describe, expect, it } from 'vitest';
import { datesToSave, dueDates, occurrenceAfter } from './echeances-catch-up';

const monthly = { beginDate: '2024-01-31', frequency: 'MONTHLY' as const };

describe('which due dates autoSave saves', () => {
  it('counts the delay: due once the date less the delay is today', () => {
    const settings = { today: '2024-02-26', delay: 3, catchUp: 'ALL' as const };
    expect(dueDates(monthly, '2024-02-29', settings)).toEqual(['2024-02-29']);
    expect(dueDates(monthly, '2024-02-29', { ...settings, today: '2024-02-25' })).toEqual([]);
  });

  it.each([
    ['ALL', ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']],
    ['LATEST', ['2024-03-31', '2024-04-30']],
    ['NONE', ['2024-04-30']],
  ] as const)('%s: the missed dates by the policy, the ones due today always', (catchUp, kept) => {
    const settings = { today: '2024-04-28', delay: 2, catchUp };
    const due = dueDates(monthly, '2024-01-31', settings);
    expect(due).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
    expect(datesToSave(due, settings)).toEqual(kept);
  });

  it('finds the next date after one, and none after a single occurrence', () => {
    expect(occurrenceAfter(monthly, '2024-01-31')).toBe('2024-02-29');
    expect(occurrenceAfter({ beginDate: '2024-02-29', frequency: 'YEARLY' }, '2024-02-29')).toBe(
      '2025-02-28',
    );
    expect(
      occurrenceAfter({ beginDate: '2024-05-01', frequency: 'ONCE' }, '2024-05-01'),
    ).toBeNull();
  });
});
