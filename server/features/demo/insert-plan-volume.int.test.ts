import { expect, it } from 'vitest';
import { occurrenceDates } from '../../../contract/echeance-occurrences';
import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from '../../../contract/echeances';
import { describeOnDatabases } from '../../test/databases';
import { insertUser } from '../../test/finance-fixtures';
import { readEcheances } from '../echeances/echeances-read.service';
import { generateUserData } from './generate';

describeOnDatabases('generated planned operations', (ctx) => {
  it('the demo: bills, a salary and a rent that save themselves, a monthly saving transfer', async () => {
    const db = ctx.db.kysely;
    const user = await insertUser(db);
    await generateUserData(db, user, { operations: 400, seed: 5, endDate: '2024-06-15' });
    const plans = await readEcheances(db, user);
    expect(plans.length).toBeGreaterThanOrEqual(4);
    expect(plans.length).toBeLessThanOrEqual(6);
    const auto = plans.filter((plan) => plan.autoSave);
    expect(auto.map((plan) => plan.payeeName ?? plan.memo).sort()).toContain('Épargne mensuelle');
    expect(auto.find((plan) => plan.operationType === 'TRANSFER')).toMatchObject({
      amount: -10_000,
      nextDate: '2024-07-05',
    });
    for (const plan of plans) expect(plan.parts[0]?.categoryId).not.toBeNull();
  });

  it('the benchmarks: 100 plans of every frequency, some saving themselves, transfers, budgets', async () => {
    const db = ctx.db.kysely;
    const user = await insertUser(db);
    const endDate = '2024-06-15';
    await generateUserData(db, user, { operations: 400, seed: 6, endDate, volume: { plans: 100 } });
    const plans = await readEcheances(db, user);
    expect(plans).toHaveLength(100);
    const frequencies = new Set(plans.map((plan) => plan.frequency));
    expect([...frequencies].sort()).toEqual(
      (Object.keys(ECHEANCE_FREQUENCIES) as EcheanceFrequency[]).sort(),
    );
    expect(plans.filter((plan) => plan.autoSave).length).toBeGreaterThan(20);
    expect(plans.filter((plan) => plan.operationType === 'TRANSFER').length).toBeGreaterThan(15);
    expect(plans.filter((plan) => plan.budgetIds.length > 0).length).toBeGreaterThan(45);
    for (const plan of plans) {
      // The next date is the plan's first occurrence after the generated period, if any.
      const next = occurrenceDates(plan, '2024-06-16', '2025-06-16')[0] ?? null;
      expect(plan.nextDate).toBe(next);
    }
  });
});
