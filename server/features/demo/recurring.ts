import { distributeCents } from '../../../contract/money';
import type { AccountKey } from './catalogue';
import { dayOfMonth, monthOf } from './dates';
import { simple, transfer, type PlannedOperation } from './planned';
import type { Prng } from './prng';

/** What a month of fixed income, bills and savings looks like; each group is 1 or 2 legs. */
export interface MonthContext {
  rng: Prng;
  /** First day of the month. */
  start: string;
  /** Whole years since the first generated month, for raises and price increases. */
  years: number;
  nextTransfer: () => number;
}

const STREAMING = 'Abonnements/Streaming et presse';
const INTEREST = 'Revenus du patrimoine/Intérêts';

const grow = (cents: number, yearlyRate: number, years: number): number =>
  Math.round(cents * (1 + yearlyRate) ** years);

export function recurringMonth(ctx: MonthContext): PlannedOperation[][] {
  const { rng, start, years } = ctx;
  const month = monthOf(start);
  const day = (d: number) => dayOfMonth(start, d);
  const groups: PlannedOperation[][] = [];
  const add = (...ops: PlannedOperation[]) => groups.push(ops);
  const book = (
    account: AccountKey,
    d: number,
    amount: number,
    type: string,
    payee: string,
    category: string,
  ) => add(simple({ account, date: day(d), amount, type, payee, splits: category }));
  const bill = (d: number, amount: number, type: string, payee: string, category: string) =>
    book('current', d, amount, type, payee, category);

  add(salary(ctx, day(28)));
  bill(5, -grow(85_000, 0.015, years), 'PRLV', 'Foncia', 'Logement/Loyer');
  bill(1, -grow(5_840, 0.04, years), 'PRLV', 'Harmonie Mutuelle', 'Santé/Mutuelle');
  bill(2, -2_999, 'PRLV', 'Basic-Fit', 'Loisirs/Sport');
  add(insurance(start, years));
  add(commuting(day(4), years));
  const winter = month >= 11 || month <= 3 ? 3_000 : 0;
  bill(8, -(rng.int(6_500, 9_500) + winter), 'PRLV', 'EDF', 'Logement/Énergie/Électricité');
  bill(9, -grow(4_500, 0.05, years), 'PRLV', 'Engie', 'Logement/Énergie/Gaz');
  bill(10, -2_999, 'PRLV', 'Free', 'Abonnements/Internet');
  bill(10, -200, 'FRAIS', 'Crédit Mutuel', 'Banque/Frais bancaires');
  bill(12, -1_599, 'PRLV', 'Free Mobile', 'Abonnements/Téléphone mobile');
  bill(15, -grow(18_000, 0.03, years), 'PRLV', 'DGFiP', 'Impôts et taxes/Impôt sur le revenu');
  book('online', 20, -(years >= 2 ? 1_399 : 1_349), 'CB', 'Netflix', STREAMING);
  book('online', 22, -1_112, 'CB', 'Spotify', STREAMING);
  add(...transfer('current', 'online', day(2), 20_000, ctx.nextTransfer()));
  const saving = rng.pick([10_000, 15_000, 20_000, 30_000]);
  add(...transfer('current', 'livretA', day(29), saving, ctx.nextTransfer()));
  if (month % 3 === 0) add(...transfer('current', 'ldds', day(25), 50_000, ctx.nextTransfer()));
  if (month % 3 === 1) bill(18, -rng.int(6_000, 9_000), 'PRLV', 'Veolia Eau', 'Logement/Eau');
  if (month === 1) bill(6, -4_500, 'FRAIS', 'Crédit Mutuel', 'Banque/Cotisation carte');
  if (month === 7) add(...transfer('livretA', 'current', day(1), 80_000, ctx.nextTransfer()));
  if (month === 12) {
    book('livretA', 31, rng.int(4_000, 12_000), 'INT', 'Crédit Mutuel', INTEREST);
    book('ldds', 31, rng.int(2_000, 6_000), 'INT', 'Crédit Mutuel', INTEREST);
  }
  return groups;
}

/** The Navigo pass, half of which the employer pays back. */
function commuting(date: string, years: number): PlannedOperation {
  return simple({
    account: 'current',
    date,
    amount: -grow(8_640, 0.02, years),
    type: 'PRLV',
    payee: 'RATP',
    splits: 'Transport/Transports en commun',
    tags: ['Remboursable'],
  });
}

/** The monthly pay; in June and December it comes with a bonus, as a split operation. */
function salary(ctx: MonthContext, date: string): PlannedOperation {
  const base = grow(265_000, 0.02, ctx.years);
  const month = monthOf(ctx.start);
  const pay = { account: 'current', date, type: 'VIR', payee: 'ACME France' } as const;
  if (month !== 6 && month !== 12) {
    return simple({ ...pay, amount: base, splits: 'Salaires/Salaire' });
  }
  const bonus = ctx.rng.int(60_000, 180_000);
  return simple({
    ...pay,
    amount: base + bonus,
    splits: [
      { category: 'Salaires/Salaire', amount: base, tags: [] },
      { category: 'Salaires/Primes', amount: bonus, tags: [] },
    ],
  });
}

/** One MAIF direct debit covering the home and the car: a split operation every month. */
function insurance(start: string, years: number): PlannedOperation {
  const total = -grow(4_250, 0.03, years);
  const [home = 0, car = 0] = distributeCents(total, [43, 57]);
  return simple({
    account: 'current',
    date: dayOfMonth(start, 3),
    amount: total,
    type: 'PRLV',
    payee: 'MAIF',
    splits: [
      { category: 'Logement/Assurance habitation', amount: home, tags: [] },
      { category: 'Transport/Assurance auto', amount: car, tags: ['Voiture'] },
    ],
  });
}
