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

function alertDetail(alert: KresusAlert, accountNames: ReadonlyMap<number, string>): string {
  const account = alert.accountId == null ? '' : ` (${accountNames.get(alert.accountId) ?? '?'})`;
  if (alert.type === 'report') return `report ${alert.frequency ?? ''}${account}`.trim();
  const order = alert.order === 'lt' ? '<' : '>';
  return `${alert.type} ${order} ${alert.limit ?? ''}${account}`;
}

function otherDetail(leftovers: KresusLeftovers): string {
  const details: string[] = [];
  if (leftovers.deferredCardDetails > 0) {
    details.push(
      `${leftovers.deferredCardDetails} deferred card payment(s), counted in their card summary`,
    );
  }
  if (leftovers.movedBudgetMonths > 0) {
    details.push(`${leftovers.movedBudgetMonths} budget month(s) set apart from the date`);
  }
  return details.join('; ');
}

export function kresusNotBrought(world: KresusWorld, leftovers: KresusLeftovers): NotBrought[] {
  const accountNames = new Map(world.accounts.map((a) => [a.id, a.customLabel || a.label]));
  const alerts = world.alerts.map((alert) => alertDetail(alert, accountNames));
  const others = leftovers.deferredCardDetails + leftovers.movedBudgetMonths;
  const entries: NotBrought[] = [
    { kind: 'ALERT', count: alerts.length, detail: alerts.join('; ') || null },
    { kind: 'BUDGET', count: leftovers.budgets, detail: null },
    {
      kind: 'SCHEDULE',
      count: leftovers.schedule.left.length,
      detail: leftovers.schedule.left.join('; ') || null,
    },
    { kind: 'RULE', count: world.transactionRules.length, detail: null },
    { kind: 'OTHER', count: others, detail: otherDetail(leftovers) || null },
  ];
  return entries.filter((entry) => entry.count > 0);
}
