import { distributeCents } from '../../../contract/money';
import type { GeneratedAccount } from './household';
import { transferMemos, type Fill, type GeneratedOperation } from './generated-operations';
import type { Prng } from './prng';

// The amounts the plan leaves open (generated-operations.ts Fill), computed once every operation is drawn, so
// that balances stay those of a household living within its means: pay covers the spending it
// funds, top-ups cover last month's spending, the surplus goes to savings, savings earn interest.

/** Pay exceeds the spending it funds by this much; the sweeps save the rest. */
const PAY_MARGIN = 1.04;
/** The smallest savings sweep, in cents. */
const MIN_SWEEP = 1_000;

function previousMonth(date: string): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

function setAmount(op: GeneratedOperation, amount: number) {
  op.amount = amount;
  const amounts = distributeCents(
    amount,
    op.parts.map(() => 1),
  );
  op.parts.forEach((part, i) => (part.amount = amounts[i] ?? 0));
}

/** The source leg of a transfer comes first, its target right after. */
const targetOf = (plan: readonly GeneratedOperation[], i: number) => {
  const next = plan[i + 1];
  const op = plan[i];
  return op?.transfer !== null && next?.transfer === op?.transfer ? next : undefined;
};

/** The accounts whose spending each paying account covers: itself and those it tops up. */
function fundedBy(plan: readonly GeneratedOperation[]): Map<string, Set<string>> {
  const funded = new Map<string, Set<string>>();
  plan.forEach((op, i) => {
    const target = targetOf(plan, i);
    if (op.fill?.kind === 'topUp' && target) {
      funded.set(op.account, (funded.get(op.account) ?? new Set([op.account])).add(target.account));
    }
  });
  return funded;
}

type SalaryFill = Extract<Fill, { kind: 'salary' }>;

/**
 * Each earner's pays: its floor, or what the spending it covers needs, shaped by the raises.
 * Answers each earner's average monthly spending.
 */
function settleSalaries(plan: readonly GeneratedOperation[]): Map<string, number> {
  const monthly = new Map<string, number>();
  const funded = fundedBy(plan);
  const pays = plan.filter((op) => op.fill?.kind === 'salary');
  for (const earner of new Set(pays.map((op) => op.account))) {
    const covered = funded.get(earner) ?? new Set([earner]);
    const spent = -plan
      .filter((op) => !op.fill && covered.has(op.account))
      .reduce((sum, op) => sum + op.amount, 0);
    const mine = pays.filter((op) => op.account === earner);
    monthly.set(earner, Math.max(0, spent) / mine.length);
    const weight = (op: GeneratedOperation) => {
      const fill = op.fill as SalaryFill;
      return fill.weight * (1 + fill.bonusShare);
    };
    const unit = (Math.max(0, spent) * PAY_MARGIN) / mine.reduce((sum, op) => sum + weight(op), 0);
    for (const op of mine) {
      const fill = op.fill as SalaryFill;
      const base = Math.max(fill.floor, Math.round((unit * weight(op)) / (1 + fill.bonusShare)));
      const bonus = Math.round(base * fill.bonusShare);
      op.amount = base + bonus;
      const [pay, extra] = op.parts;
      if (pay) pay.amount = extra ? base : base + bonus;
      if (extra) extra.amount = bonus;
    }
  }
  return monthly;
}

/** Fills every open amount of `plan` (sorted by date), walking the balances forward. */
export function settle(
  plan: GeneratedOperation[],
  accounts: readonly GeneratedAccount[],
  rng: Prng,
) {
  const monthlySpending = settleSalaries(plan);
  const byKey = new Map(accounts.map((a) => [a.key, a]));
  const balance = new Map(accounts.map((a) => [a.key, a.initialBalance]));
  const spent = new Map<string, number>();
  const apply = (op: GeneratedOperation) => {
    balance.set(op.account, (balance.get(op.account) ?? 0) + op.amount);
    if (op.amount < 0 && op.transfer === null) {
      const key = `${op.account} ${op.date.slice(0, 7)}`;
      spent.set(key, (spent.get(key) ?? 0) - op.amount);
    }
  };
  for (let i = 0; i < plan.length; i++) {
    const op = plan[i] as GeneratedOperation;
    const target = targetOf(plan, i);
    if (op.fill && target) {
      const cents = transferAmount(op, target);
      setAmount(op, -cents);
      setAmount(target, cents);
      apply(op);
      apply(target);
      i++;
      continue;
    }
    if (op.fill?.kind === 'yield') {
      const earned = ((balance.get(op.account) ?? 0) * op.fill.rateBp) / 10_000 / op.fill.perYear;
      setAmount(op, Math.max(1, Math.round(earned)));
    }
    apply(op);
  }

  function transferAmount(source: GeneratedOperation, target: GeneratedOperation): number {
    const fill = source.fill;
    if (fill?.kind === 'topUp') {
      const last = spent.get(`${target.account} ${previousMonth(source.date)}`) ?? 0;
      return last > 0 ? Math.ceil(last / fill.step) * fill.step : rng.int(20, 150) * 100;
    }
    if (fill?.kind !== 'sweep') throw new Error(`no amount rule for transfer ${source.transfer}`);
    // What stays is the buffer plus a month of spending, the pay having just come in.
    const keep = fill.buffer + (monthlySpending.get(source.account) ?? 0);
    const surplus = Math.round(((balance.get(source.account) ?? 0) - keep) / 100) * 100;
    // Nothing to save, or no savings to draw on yet: a small standing saving.
    const small = () => rng.int(MIN_SWEEP / 100, 5 * (MIN_SWEEP / 100)) * 100;
    if (surplus >= 0) return surplus < MIN_SWEEP ? small() : surplus;
    const saved = Math.floor((balance.get(target.account) ?? 0) / 100) * 100;
    if (saved < MIN_SWEEP) return small();
    reverse(source, target);
    return Math.min(-surplus, saved);
  }

  /** A short month: the savings pay the current account back instead, as far as they can. */
  function reverse(source: GeneratedOperation, target: GeneratedOperation) {
    [source.account, target.account] = [target.account, source.account];
    const from = byKey.get(source.account);
    const to = byKey.get(target.account);
    if (from && to) [source.memo, target.memo] = transferMemos(from, to);
  }
}
