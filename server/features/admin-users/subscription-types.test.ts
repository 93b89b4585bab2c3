import { describe, expect, it } from 'vitest';
import { subscriptionTypesOf } from './subscription-types';

const premium = { profileName: 'PREMIUM', profileEndDate: null, subscriptions: [] };
const live = (type: string, amount: number, deleted = false) => ({ type, amount, deleted });

describe('subscription types (spec 002 §4)', () => {
  it('tells a gift from a discovery by the end date', () => {
    expect(subscriptionTypesOf(premium)).toEqual(['FREE_PREMIUM']);
    expect(subscriptionTypesOf({ ...premium, profileEndDate: '2026-12-31' })).toEqual([
      'DISCOVERY_PREMIUM',
    ]);
  });

  it('is monthly below 10 € and annual from 10 €, live subscriptions only', () => {
    expect(subscriptionTypesOf({ ...premium, subscriptions: [live('PREMIUM', 999)] })).toEqual([
      'MONTHLY_PREMIUM',
    ]);
    expect(subscriptionTypesOf({ ...premium, subscriptions: [live('PREMIUM', 1000)] })).toEqual([
      'ANNUAL_PREMIUM',
    ]);
    expect(
      subscriptionTypesOf({ ...premium, subscriptions: [live('PREMIUM', 1000, true)] }),
    ).toEqual(['FREE_PREMIUM']);
  });

  it('adds auto-import to any profile', () => {
    const user = {
      profileName: 'USER',
      profileEndDate: null,
      subscriptions: [live('AUTO_IMPORT', 299)],
    };
    expect(subscriptionTypesOf(user)).toEqual(['MONTHLY_AUTO_IMPORT']);
  });
});
