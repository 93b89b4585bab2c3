import { distributeCents } from '../../../contract/money';
import { PAYEES, PURCHASES, type Purchase } from './catalogue';
import { addDays, daysBetween, monthOf } from './dates';
import { simple, type PlannedOperation, type PlannedSplit } from './planned';
import type { Prng } from './prng';

/** What the household spends on everyday purchases in a month, whatever their number. */
const MONTHLY_SPEND = 110_000;
const SPLIT_CHANCE = 0.15;
const TAG_CHANCE = 0.5;
/** CPAM pays back 70 % of the 30 € consultation, less the 1 € fixed contribution. */
const CPAM_REFUND = 2_000;

const DEFAULT_CATEGORY = new Map(PAYEES.map((p) => [p.name, p.debit]));

const averageCost = (() => {
  const weights = PURCHASES.reduce((sum, p) => sum + p.weight, 0);
  return PURCHASES.reduce((sum, p) => sum + (p.weight * (p.min + p.max)) / 2, 0) / weights;
})();

/** The purchases possible in each month (index 1–12) and their total weight. */
const byMonth = Array.from({ length: 13 }, (_, month) => {
  const items = PURCHASES.filter((p) => !p.months || p.months.includes(month));
  return { items, total: items.reduce((sum, p) => sum + p.weight, 0) };
});

export interface EverydayOptions {
  rng: Prng;
  count: number;
  startDate: string;
  endDate: string;
  months: number;
}

/** `count` purchases (and the refunds they bring) spread over the period. */
export function everydayOperations(options: EverydayOptions): PlannedOperation[] {
  const { rng, count, startDate, endDate } = options;
  const span = daysBetween(startDate, endDate);
  const scale = Math.min(1, MONTHLY_SPEND / ((count / options.months) * averageCost));
  const operations: PlannedOperation[] = [];
  while (operations.length < count) {
    const date = addDays(startDate, rng.int(0, span));
    const { items, total } = byMonth[monthOf(date)] ?? { items: PURCHASES, total: 1 };
    const purchase = rng.weighted(items, total);
    const cents = Math.max(100, Math.round(rng.int(purchase.min, purchase.max) * scale));
    operations.push(purchaseOperation(rng, purchase, date, -cents));
    const refundDate = addDays(date, rng.int(3, 8));
    if (purchase.payee === 'Dr Martin' && operations.length < count && refundDate <= endDate) {
      operations.push(
        simple({
          account: 'current',
          date: refundDate,
          amount: Math.round(CPAM_REFUND * scale),
          type: 'VIR',
          payee: 'CPAM',
          splits: 'Remboursements/Sécurité sociale',
        }),
      );
    }
  }
  return operations;
}

function purchaseOperation(
  rng: Prng,
  purchase: Purchase,
  date: string,
  amount: number,
): PlannedOperation {
  const seasonal = purchase.months !== undefined;
  const tags = purchase.tag && (seasonal || rng.chance(TAG_CHANCE)) ? [purchase.tag] : [];
  return simple({
    account: purchase.account ?? 'current',
    date,
    amount,
    type: purchase.type,
    payee: purchase.payee,
    splits: splitParts(rng, purchase, amount, tags),
  });
}

/** Usually one part; sometimes a basket split over 2 or 3 categories, summing exactly. */
function splitParts(rng: Prng, purchase: Purchase, amount: number, tags: string[]): PlannedSplit[] {
  const main = categoryOf(purchase);
  const others = purchase.splitWith ?? [];
  if (others.length === 0 || !rng.chance(SPLIT_CHANCE)) return [{ category: main, amount, tags }];
  const categories = [main, ...others.slice(0, rng.int(1, Math.min(2, others.length)))];
  const amounts = distributeCents(
    amount,
    categories.map(() => rng.int(1, 9)),
  );
  return categories.map((category, i) => ({
    category,
    amount: amounts[i] ?? 0,
    tags: i === 0 ? tags : [],
  }));
}

function categoryOf(purchase: Purchase): string {
  const category = DEFAULT_CATEGORY.get(purchase.payee);
  if (!category) throw new Error(`no default category for ${purchase.payee}`);
  return category;
}
