import { describe, expect, it } from 'vitest';
import { planOperations } from './plan';
import type { GeneratedOperation } from './generated-operations';

const OPTIONS = { operations: 2_500, seed: 42, endDate: '2025-06-15' };

describe('planOperations', () => {
  const { operations, startDate } = planOperations(OPTIONS);

  it('gives the same plan for the same seed, another for another seed', () => {
    expect(planOperations(OPTIONS)).toEqual(planOperations(OPTIONS));
    expect(planOperations({ ...OPTIONS, seed: 43 }).operations).not.toEqual(operations);
  });

  it('plans exactly the requested number of operations, in the period, by date', () => {
    expect(operations).toHaveLength(2_500);
    expect(startDate).toBe('2022-07-01');
    const dates = operations.map((op) => op.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= startDate && dates.at(-1)! <= OPTIONS.endDate).toBe(true);
    for (const count of [1, 2, 3, 17, 50_000]) {
      expect(planOperations({ ...OPTIONS, operations: count }).operations).toHaveLength(count);
    }
  });

  it('parts amounts into non-zero parts that sum exactly to the operation', () => {
    for (const op of operations) {
      expect(op.parts.length).toBeGreaterThan(0);
      expect(op.parts.reduce((sum, s) => sum + s.amount, 0)).toBe(op.amount);
      expect(op.parts.every((s) => Number.isInteger(s.amount) && s.amount !== 0)).toBe(true);
    }
    const split = operations.filter((op) => op.parts.length > 1);
    expect(split.length).toBeGreaterThan(50);
    expect(split.some((op) => op.parts.length === 3)).toBe(true);
  });

  it('plans transfers as adjacent legs of opposite amounts, source first', () => {
    const legs = new Map<number, GeneratedOperation[]>();
    for (const op of operations) {
      if (op.transfer !== null) legs.set(op.transfer, [...(legs.get(op.transfer) ?? []), op]);
    }
    expect(legs.size).toBeGreaterThan(70);
    for (const [source, target, ...others] of legs.values()) {
      expect(others).toEqual([]);
      expect(source!.amount).toBeLessThan(0);
      expect(target!.amount).toBe(-source!.amount);
      expect(target!.account).not.toBe(source!.account);
      expect(operations.indexOf(target!)).toBe(operations.indexOf(source!) + 1);
    }
  });

  it('points a few of the operations older than a month, none of the recent ones', () => {
    const pointed = operations.filter((op) => op.pointed);
    expect(pointed.length).toBeGreaterThan(100);
    expect(pointed.length).toBeLessThan(operations.length / 4);
    expect(pointed.every((op) => op.date < '2025-05-16')).toBe(true);
  });

  it('keeps the four household accounts and spreads amounts (no value on 5 % of an account)', () => {
    const accounts = [...new Set(operations.map((op) => op.account))].sort();
    expect(accounts).toEqual(['current', 'ldds', 'livretA', 'online']);
    for (const account of ['current', 'online']) {
      const mine = operations.filter((op) => op.account === account);
      const counts = new Map<number, number>();
      for (const op of mine) counts.set(op.amount, (counts.get(op.amount) ?? 0) + 1);
      expect(Math.max(...counts.values()) / mine.length).toBeLessThanOrEqual(0.05);
    }
  });

  it('has monthly salary and rent, and value dates on or after the date', () => {
    const salaries = operations.filter((op) => op.payee === 'ACME France');
    expect(salaries.length).toBeGreaterThanOrEqual(35);
    expect(salaries.every((op) => op.amount >= 265_000)).toBe(true);
    expect(operations.filter((op) => op.payee === 'Foncia').length).toBeGreaterThanOrEqual(35);
    expect(operations.every((op) => op.valueDate >= op.date)).toBe(true);
  });
});
