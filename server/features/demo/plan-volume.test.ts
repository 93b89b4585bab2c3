import { describe, expect, it } from 'vitest';
import { accountTypeGroupOf } from '../../../contract/accounts';
import { groupBy } from '../../../contract/collections';
import { planOperations } from './plan';
import type { GeneratedOperation } from './generated-operations';

// The benchmark's user (npm run db:seed -- --accounts 20 --operations 200000 --years 20).
const OPTIONS = { operations: 200_000, seed: 1, endDate: '2026-11-24', accounts: 20, years: 20 };

// Each test reads 200,000 operations: a generous limit, so a loaded machine does not fail them.
describe('planOperations for the benchmark volume', { timeout: 60_000 }, () => {
  const { operations, accounts, startDate } = planOperations(OPTIONS);
  const byAccount = groupBy(operations, (op) => op.account);
  const ofAccount = (key: string): GeneratedOperation[] => byAccount.get(key) ?? [];

  it('plans 200,000 operations over 20 years on every one of the 20 accounts', () => {
    expect(operations).toHaveLength(200_000);
    expect(accounts).toHaveLength(20);
    expect(startDate).toBe('2006-12-01');
    expect(operations[0]!.date < '2007-01-01').toBe(true);
    expect(operations.every((op) => op.date >= startDate && op.date <= OPTIONS.endDate)).toBe(true);
    for (const account of accounts) expect(ofAccount(account.key).length).toBeGreaterThan(50);
  });

  it('gives current accounts most operations, then savings and investments, then loans', () => {
    const share = (group: string) =>
      accounts
        .filter((a) => accountTypeGroupOf(a.type) === group)
        .reduce((sum, a) => sum + ofAccount(a.key).length, 0) / operations.length;
    expect(share('CURRENT')).toBeGreaterThan(0.9);
    expect(share('SAVINGS') + share('INVESTMENT')).toBeGreaterThan(0.01);
    expect(share('LOAN')).toBeGreaterThan(0.001);
  });

  it('never gives one amount to more than 5 % of an account’s operations', () => {
    for (const account of accounts) {
      const mine = ofAccount(account.key);
      const counts = groupBy(mine, (op) => op.amount);
      const most = Math.max(...[...counts.values()].map((ops) => ops.length));
      expect(most / mine.length, account.key).toBeLessThanOrEqual(0.05);
    }
  });

  it('has realistic everyday prices: groceries mostly 10–90 €, bread mostly under 10 €', () => {
    const amounts = (payee: string) =>
      operations.filter((op) => op.payee === payee && op.transfer === null).map((op) => -op.amount);
    const within = (values: number[], min: number, max: number) =>
      values.filter((v) => v >= min && v <= max).length / values.length;
    expect(within(amounts('Carrefour'), 1_000, 9_000)).toBeGreaterThan(0.95);
    expect(within(amounts('Boulangerie Paul'), 80, 1_200)).toBe(1);
    expect(new Set(amounts('Carrefour')).size).toBeGreaterThan(1_000);
  });

  it('balances transfers and keeps every operation whole', () => {
    const legs = groupBy(
      operations.filter((op) => op.transfer !== null),
      (op) => op.transfer,
    );
    expect(legs.size).toBeGreaterThan(3_000);
    // One expectation over all 200,000 operations, not one per operation: the same check, and
    // the offenders listed when it fails, without seconds spent in the assertion library.
    const unbalanced = [...legs.values()].filter(
      ([source, target, ...others]) =>
        others.length > 0 ||
        !(source!.amount < 0) ||
        source!.amount + target!.amount !== 0 ||
        source!.account === target!.account,
    );
    expect(unbalanced).toEqual([]);
    const broken = operations.filter(
      (op) =>
        !Number.isInteger(op.amount) ||
        op.amount === 0 ||
        op.parts.reduce((sum, s) => sum + s.amount, 0) !== op.amount,
    );
    expect(broken).toEqual([]);
  });

  it('has monthly pay, rent, savings interest and loan repayments', () => {
    const count = (test: (op: GeneratedOperation) => boolean) => operations.filter(test).length;
    expect(count((op) => op.payee === 'ACME France' && op.account === 'current')).toBe(239);
    expect(count((op) => op.payee === 'Foncia')).toBe(240);
    expect(count((op) => op.type === 'INT' && op.account === 'livretA')).toBe(20);
    const loans = accounts.filter((a) => accountTypeGroupOf(a.type) === 'LOAN');
    for (const loan of loans) {
      const repaid = ofAccount(loan.key).reduce((sum, op) => sum + op.amount, 0);
      expect(Math.abs(loan.initialBalance + repaid)).toBeLessThan(-loan.initialBalance / 50);
    }
  });

  it('keeps the savings positive and the paying accounts near their buffer', () => {
    for (const account of accounts) {
      const balance =
        account.initialBalance + ofAccount(account.key).reduce((s, op) => s + op.amount, 0);
      if (account.role === 'savings' || account.role === 'investment') {
        expect(balance, account.key).toBeGreaterThan(0);
      }
      if (account.role === 'main' || account.role === 'spender') {
        expect(Math.abs(balance), account.key).toBeLessThan(3_000_000);
      }
    }
  });
});
