import { dayOfMonth, monthOf } from './dates';
import type { GeneratedAccount } from './household';
import { simple, transfer, type GeneratedOperation } from './generated-operations';
import { fee, grow, salary, yearlyInterest, type MonthContext } from './recurring';

// The month of each extra (benchmark) account, by its role: a second earner's current account,
// a deferred-debit card and a cash purse topped up from the main account, savings and investments
// fed from it, loans it pays back.

const LOAN_INTEREST: Record<string, string> = {
  CREDIT_IMMO: 'Logement/Crédit immobilier',
  CREDIT: 'Divers/Autres dépenses',
};

export function accountMonth(ctx: MonthContext, account: GeneratedAccount): GeneratedOperation[][] {
  const { rng, start } = ctx;
  const day = (d: number) => dayOfMonth(start, d);
  const main = ctx.account('current');
  const from = (
    source: GeneratedAccount,
    d: number,
    cents: number,
    fill?: Parameters<typeof transfer>[5],
  ) => transfer(source, account, day(d), cents, ctx.nextTransfer(), fill);
  const month = monthOf(start);
  switch (account.role) {
    case 'spender': {
      const bonus = month === 12 ? rng.int(30, 100) / 100 : 0;
      const pay = salary(account.key, day(27), grow(210_000, 0.02, ctx.years), ctx.years, bonus);
      const savings = ctx.savingsOf(account.key);
      const sweep = transfer(account, savings, day(30), 1, ctx.nextTransfer(), {
        kind: 'sweep',
        buffer: account.initialBalance,
      });
      return [[pay], [fee(account.key, day(10), 200, 'Banque/Frais bancaires')], sweep];
    }
    case 'card':
      return [from(main, 5, 1, { kind: 'topUp', step: 1 })];
    case 'cash':
      return [from(main, rng.int(1, 8), 1, { kind: 'topUp', step: 1_000 })];
    case 'savings':
    case 'investment':
      return savingsMonth(ctx, account, month);
    case 'loan':
      return loanMonth(ctx, account);
    default:
      return [];
  }
}

function savingsMonth(ctx: MonthContext, account: GeneratedAccount, month: number) {
  const { rng } = ctx;
  const groups: GeneratedOperation[][] = [];
  const investing = account.role === 'investment';
  if (rng.chance(investing ? 0.8 : 0.6)) {
    const cents = rng.int(investing ? 50 : 30, investing ? 500 : 400) * 100;
    const date = dayOfMonth(ctx.start, rng.int(1, 28));
    groups.push(transfer(ctx.account('current'), account, date, cents, ctx.nextTransfer()));
  }
  const shares = account.type === 'PEA' || account.type === 'COMPTE_TITRES';
  if (shares && month % 3 === 0) {
    groups.push([
      simple({
        account: account.key,
        date: dayOfMonth(ctx.start, 15),
        amount: 1,
        type: 'VIR',
        payee: 'Crédit Mutuel',
        parts: 'Revenus du patrimoine/Dividendes',
        memo: 'DIVIDENDES',
        fill: { kind: 'yield', rateBp: account.interestRateBp, perYear: 4 },
      }),
    ]);
  } else if (!shares && month === 12 && account.interestRateBp > 0) {
    groups.push([yearlyInterest(account, dayOfMonth(ctx.start, 31))]);
  }
  return groups;
}

/** A fixed-rate loan repaid over the period: the capital by transfer, the interest as a debit. */
function loanMonth(ctx: MonthContext, account: GeneratedAccount): GeneratedOperation[][] {
  const capital = -account.initialBalance;
  const rate = account.interestRateBp / 10_000 / 12;
  const n = ctx.months + 1;
  const instalment = (capital * rate) / (1 - (1 + rate) ** -n);
  const k = ctx.index;
  const owed = capital * (1 + rate) ** k - (instalment * ((1 + rate) ** k - 1)) / rate;
  const interest = Math.round(owed * rate);
  const repaid = Math.round(instalment) - interest;
  if (capital <= 0 || rate <= 0 || repaid <= 0) return [];
  const date = dayOfMonth(ctx.start, 5);
  const main = ctx.account('current');
  const category = LOAN_INTEREST[account.type] ?? 'Divers/Autres dépenses';
  const groups = [transfer(main, account, date, repaid, ctx.nextTransfer())];
  if (interest > 0) {
    const memo = `ECHEANCE PRET ${account.name}`;
    const payee = 'Crédit Mutuel';
    groups.push([
      simple({
        account: main.key,
        date,
        amount: -interest,
        type: 'PRLV',
        payee,
        parts: category,
        memo,
      }),
    ]);
  }
  return groups;
}
