import type { NotBrought } from '../../../../contract/books-import';
import type { KresusAlert, KresusWorld } from './kresus-export-schema';
import type { KresusSchedule } from './kresus-recurring';

// What a Kresus export holds that the import leaves behind, one entry per kind.

export interface KresusLeftovers {
  deferredCardDetails: number;
  movedBudgetMonths: number;
  budgets: number;
  schedule: KresusSchedule;
}

/** An alert by the account it watches (Kresus's own label), or the instance for a report. */
const alertAccount = (alert: KresusAlert, accountNames: ReadonlyMap<number, string>) =>
  alert.accountId == null ? null : (accountNames.get(alert.accountId) ?? null);

export function kresusNotBrought(world: KresusWorld, leftovers: KresusLeftovers): NotBrought[] {
  const accountNames = new Map(world.accounts.map((a) => [a.id, a.customLabel || a.label]));
  const alerts = world.alerts.map((alert) => alertAccount(alert, accountNames));
  const watched = [...new Set(alerts.filter((name) => name !== null))];
  const entries: NotBrought[] = [
    { kind: 'ALERT', count: alerts.length, detail: watched.join(', ') || null },
    { kind: 'BUDGET', count: leftovers.budgets, detail: null },
    {
      kind: 'SCHEDULE',
      count: leftovers.schedule.left.length,
      detail: leftovers.schedule.left.join('; ') || null,
    },
    { kind: 'RULE', count: world.transactionRules.length, detail: null },
    { kind: 'CARD_DETAIL', count: leftovers.deferredCardDetails, detail: null },
    { kind: 'BUDGET_DATE', count: leftovers.movedBudgetMonths, detail: null },
  ];
  return entries.filter((entry) => entry.count > 0);
}
