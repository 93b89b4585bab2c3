import { addDays, daysBetween } from '../../../contract/dates';
import { distributeCents } from '../../../contract/money';
import { PAYEES, PURCHASES, type Purchase } from './catalogue';
import { consultationFee, consultationRefund, drawCents, priceFactor } from './amounts';
import { monthOf } from './dates';
import type { AccountRole, GeneratedAccount } from './household';
import { simple, type GeneratedOperation, type GeneratedPart } from './generated-operations';
import type { Prng } from './prng';

const SPLIT_CHANCE = 0.15;
const TAG_CHANCE = 0.5;
const DOCTOR = 'Dr Martin';

const DEFAULT_CATEGORY = new Map(PAYEES.map((p) => [p.name, p.debit]));

/** The purchases possible in each month (index 1–12) and their total weight. */
const byMonth = Array.from({ length: 13 }, (_, month) => {
  const items = PURCHASES.filter((p) => !p.months || p.months.includes(month));
  return { items, total: items.reduce((sum, p) => sum + p.weight, 0) };
});

type Channel = 'store' | 'online' | 'cash';

/** Which accounts pay for what, and how much of it: the main current account most. */
const PAYS: Partial<Record<AccountRole, { weight: number; channels: Channel[] }>> = {
  main: { weight: 4, channels: ['store', 'cash'] },
  online: { weight: 2, channels: ['online'] },
  spender: { weight: 3, channels: ['store', 'online', 'cash'] },
  card: { weight: 3, channels: ['store', 'online'] },
  cash: { weight: 2, channels: ['cash'] },
};

interface Payer {
  account: GeneratedAccount;
  weight: number;
}

function payersByChannel(accounts: readonly GeneratedAccount[]) {
  const payers = (channel: Channel): { items: Payer[]; total: number } => {
    const items = accounts.flatMap((account) => {
      const pays = PAYS[account.role];
      return pays?.channels.includes(channel) ? [{ account, weight: pays.weight }] : [];
    });
    return { items, total: items.reduce((sum, p) => sum + p.weight, 0) };
  };
  return { store: payers('store'), online: payers('online'), cash: payers('cash') };
}

export interface EverydayOptions {
  rng: Prng;
  count: number;
  startDate: string;
  endDate: string;
  accounts: readonly GeneratedAccount[];
}

/** `count` purchases (and the refunds they bring) spread over the period and the accounts. */
export function everydayOperations(options: EverydayOptions): GeneratedOperation[] {
  const { rng, count, startDate, endDate } = options;
  const span = daysBetween(startDate, endDate);
  const payers = payersByChannel(options.accounts);
  const operations: GeneratedOperation[] = [];
  while (operations.length < count) {
    const date = addDays(startDate, rng.int(0, span));
    const { items, total } = byMonth[monthOf(date)] ?? { items: PURCHASES, total: 1 };
    const purchase = rng.weighted(items, total);
    const channel = purchase.online
      ? 'online'
      : purchase.cash && rng.chance(0.5)
        ? 'cash'
        : 'store';
    const choice = payers[channel].items.length > 0 ? payers[channel] : payers.store;
    const account = rng.weighted(choice.items, choice.total).account;
    const cents =
      purchase.payee === DOCTOR
        ? consultationFee(date)
        : drawCents(rng, purchase.min, purchase.max, priceFactor(date, endDate), purchase.step);
    operations.push(purchaseOperation(rng, purchase, account, date, -cents));
    const refundDate = addDays(date, rng.int(3, 8));
    if (purchase.payee === DOCTOR && operations.length < count && refundDate <= endDate) {
      operations.push(
        simple({
          account: 'current',
          date: refundDate,
          amount: consultationRefund(date),
          type: 'VIR',
          payee: 'CPAM',
          parts: 'Remboursements/Sécurité sociale',
        }),
      );
    }
  }
  return operations;
}

function purchaseOperation(
  rng: Prng,
  purchase: Purchase,
  account: GeneratedAccount,
  date: string,
  amount: number,
): GeneratedOperation {
  const seasonal = purchase.months !== undefined;
  const tags = purchase.tag && (seasonal || rng.chance(TAG_CHANCE)) ? [purchase.tag] : [];
  return simple({
    account: account.key,
    date,
    amount,
    type: account.role === 'cash' ? 'ESP' : purchase.type,
    payee: purchase.payee,
    parts: purchaseParts(rng, purchase, amount, tags),
  });
}

/** Usually one part; sometimes a basket split over 2 or 3 categories, summing exactly. */
function purchaseParts(
  rng: Prng,
  purchase: Purchase,
  amount: number,
  tags: string[],
): GeneratedPart[] {
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
