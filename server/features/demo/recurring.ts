import { distributeCents } from '../../../contract/money';
import { subscriptionPrice } from './amounts';
import { dayOfMonth, monthOf } from './dates';
import type { GeneratedAccount } from './household';
import { simple, transfer, type GeneratedOperation } from './generated-operations';
import type { Prng } from './prng';

/** What a month of fixed income, bills and savings looks like; each group is 1 or 2 legs. */
export interface MonthContext {
  rng: Prng;
  /** First day of the month. */
  start: string;
  /** Whole years since the first generated month, for raises and price increases. */
  years: number;
  /** The last generated day: subscriptions are at its prices, less their yearly rise before. */
  endDate: string;
  /** 0 for the first generated month. */
  index: number;
  /** Generated months in all. */
  months: number;
  account: (key: string) => GeneratedAccount;
  /** Where an account's monthly surplus goes. */
  savingsOf: (key: string) => GeneratedAccount;
  nextTransfer: () => number;
}

const STREAMING = 'Abonnements/Streaming et presse';
export const INTEREST = 'Revenus du patrimoine/Intérêts';

export const grow = (cents: number, yearlyRate: number, years: number): number =>
  Math.round(cents * (1 + yearlyRate) ** years);

export function recurringMonth(ctx: MonthContext): GeneratedOperation[][] {
  const { rng, start, years } = ctx;
  const month = monthOf(start);
  const day = (d: number) => dayOfMonth(start, d);
  const price = (cents: number, rate: number, d: number) =>
    -subscriptionPrice(cents, rate, day(d), ctx.endDate);
  const groups: GeneratedOperation[][] = [];
  const add = (...ops: GeneratedOperation[]) => groups.push(ops);
  const book = (account: string, d: number, amount: number, payee: string, category: string) =>
    add(simple({ account, date: day(d), amount, type: 'PRLV', payee, parts: category }));
  const bill = (d: number, amount: number, payee: string, category: string) =>
    book('current', d, amount, payee, category);
  const main = ctx.account('current');
  const move = (to: string, d: number, cents: number, fill?: Parameters<typeof transfer>[5]) =>
    add(...transfer(main, ctx.account(to), day(d), cents, ctx.nextTransfer(), fill));

  const bonus = month === 6 || month === 12 ? rng.int(20, 70) / 100 : 0;
  add(salary('current', day(28), grow(265_000, 0.02, years), years, bonus));
  bill(5, -grow(85_000, 0.015, years), 'Foncia', 'Logement/Loyer');
  bill(1, -grow(5_840, 0.04, years), 'Harmonie Mutuelle', 'Santé/Mutuelle');
  bill(2, price(2_999, 0.03, 2), 'Basic-Fit', 'Loisirs/Sport');
  add(insurance(start, years));
  add(commuting(day(4), years));
  const winter = month >= 11 || month <= 3 ? 3_000 : 0;
  bill(8, -(rng.int(6_500, 9_500) + winter), 'EDF', 'Logement/Énergie/Électricité');
  bill(9, -grow(4_500, 0.05, years), 'Engie', 'Logement/Énergie/Gaz');
  bill(10, price(2_999, 0.01, 10), 'Free', 'Abonnements/Internet');
  add(fee('current', day(10), 200, 'Banque/Frais bancaires'));
  bill(12, price(1_599, 0.02, 12), 'Free Mobile', 'Abonnements/Téléphone mobile');
  bill(15, -grow(18_000, 0.03, years), 'DGFiP', 'Impôts et taxes/Impôt sur le revenu');
  book('online', 20, price(1_399, 0.05, 20), 'Netflix', STREAMING);
  book('online', 22, price(1_214, 0.06, 22), 'Spotify', STREAMING);
  move('online', 2, 1, { kind: 'topUp', step: 1 });
  move('livretA', 29, 1, { kind: 'sweep', buffer: main.initialBalance });
  if (month % 3 === 0) move('ldds', 25, rng.int(200, 900) * 100);
  if (month % 3 === 1) bill(18, -rng.int(6_000, 9_000), 'Veolia Eau', 'Logement/Eau');
  if (month === 1) add(fee('current', day(6), grow(4_500, 0.02, years), 'Banque/Cotisation carte'));
  if (month === 12) {
    for (const key of ['livretA', 'ldds']) add(yearlyInterest(ctx.account(key), day(31)));
  }
  return groups;
}

export function fee(account: string, date: string, cents: number, category: string) {
  return simple({
    account,
    date,
    amount: -cents,
    type: 'FRAIS',
    payee: 'Crédit Mutuel',
    parts: category,
  });
}

/** The interest a savings account earns on its balance, credited on 31 December. */
export function yearlyInterest(account: GeneratedAccount, date: string): GeneratedOperation {
  return simple({
    account: account.key,
    date,
    amount: 1,
    type: 'INT',
    payee: 'Crédit Mutuel',
    parts: INTEREST,
    fill: { kind: 'yield', rateBp: account.interestRateBp, perYear: 1 },
  });
}

/**
 * The monthly pay, sized by settle.ts to cover the spending it funds (never below `floor`); with
 * a bonus it is a split operation.
 */
export function salary(
  account: string,
  date: string,
  floor: number,
  years: number,
  bonusShare: number,
): GeneratedOperation {
  const parts = bonusShare > 0 ? ['Salaires/Salaire', 'Salaires/Primes'] : ['Salaires/Salaire'];
  return simple({
    account,
    date,
    amount: parts.length,
    type: 'VIR',
    payee: 'ACME France',
    parts: parts.map((category) => ({ category, amount: 1, tags: [] })),
    fill: { kind: 'salary', floor, weight: 1.02 ** years, bonusShare },
  });
}

/** The Navigo pass, half of which the employer pays back. */
function commuting(date: string, years: number): GeneratedOperation {
  return simple({
    account: 'current',
    date,
    amount: -grow(8_640, 0.02, years),
    type: 'PRLV',
    payee: 'RATP',
    parts: 'Transport/Transports en commun',
    tags: ['Remboursable'],
  });
}

/** One MAIF direct debit covering the home and the car: a split operation every month. */
function insurance(start: string, years: number): GeneratedOperation {
  const total = -grow(4_250, 0.03, years);
  const [home = 0, car = 0] = distributeCents(total, [43, 57]);
  return simple({
    account: 'current',
    date: dayOfMonth(start, 3),
    amount: total,
    type: 'PRLV',
    payee: 'MAIF',
    parts: [
      { category: 'Logement/Assurance habitation', amount: home, tags: [] },
      { category: 'Transport/Assurance auto', amount: car, tags: ['Voiture'] },
    ],
  });
}
