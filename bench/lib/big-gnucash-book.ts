import { gzipSync } from 'node:zlib';
import { formatCentsPlain } from '../../contract/money';
import { bookBuilder } from '../../scripts/fixtures/gnucash/book-builder.mjs';
import { bookXml } from '../../scripts/fixtures/gnucash/gnucash-files.mjs';

// A GnuCash book of years, as GnuCash saves it (gzipped XML), written with the fixtures' builder:
// three bank accounts, a tree of expense and income categories, and `count` transactions over 20
// years: purchases (one in twenty shared among three categories), pay, transfers to the savings
// account. The same count writes the same book; it also answers each account's balance in cents.

const PAYEES = Array.from({ length: 240 }, (_, i) => `Commerce ${String(i + 1).padStart(3, '0')}`);
const GROUPS: Record<string, string[]> = {
  Food: ['Groceries', 'Restaurants', 'Bakery', 'Market'],
  Home: ['Rent', 'Energy', 'Insurance', 'Repairs'],
  Transport: ['Fuel', 'Train', 'Parking', 'Car service'],
  Leisure: ['Books', 'Cinema', 'Sport', 'Travel'],
  Health: ['Doctor', 'Pharmacy', 'Optician'],
};
const LEAVES = Object.values(GROUPS).flat();
const BANKS = ['Compte courant', 'Carte', 'Livret A'];

/** A small deterministic generator: the same book every run. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const money = (cents: number) => formatCentsPlain(cents, '.');

function chart(account: ReturnType<typeof bookBuilder>['account']) {
  account('assets', 'Assets', 'ASSET', null, { placeholder: true });
  for (const name of BANKS) account(name, name, 'BANK', 'assets');
  account('equity', 'Equity', 'EQUITY', null, { placeholder: true });
  account('opening', 'Opening Balances', 'EQUITY', 'equity');
  account('expenses', 'Expenses', 'EXPENSE', null, { placeholder: true });
  for (const [group, leaves] of Object.entries(GROUPS)) {
    account(group, group, 'EXPENSE', 'expenses', { placeholder: true });
    for (const leaf of leaves) account(leaf, leaf, 'EXPENSE', group);
  }
  account('income', 'Income', 'INCOME', null, { placeholder: true });
  account('Salary', 'Salary', 'INCOME', 'income');
}

export function bigGnuCashBook(count: number) {
  const { book, account, transaction } = bookBuilder(`big-${count}`);
  chart(account);
  const next = random(count);
  const balances = new Map(BANKS.map((name) => [name, 0]));
  const move = (name: string, cents: number) => balances.set(name, balances.get(name)! + cents);
  const first = Date.UTC(2006, 0, 1);
  const spanDays = 20 * 365;
  move('Compte courant', 250_000);
  transaction('open', '2006-01-01', 'Opening Balance', [
    ['Compte courant', money(250_000)],
    ['opening', money(-250_000)],
  ]);
  for (let i = 0; i < count - 1; i++) {
    const day = new Date(first + Math.floor((i * spanDays) / count) * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const kind = i % 100;
    const label = `t${i}`;
    if (kind < 7) {
      const pay = 180_000 + next(60_000);
      move('Compte courant', pay);
      transaction(label, date, 'Employer', [
        ['Compte courant', money(pay)],
        ['Salary', money(-pay)],
      ]);
    } else if (kind < 10) {
      const saved = 5_000 + next(20_000);
      move('Compte courant', -saved);
      move('Livret A', saved);
      transaction(label, date, 'Transfer to savings', [
        ['Compte courant', money(-saved)],
        ['Livret A', money(saved)],
      ]);
    } else {
      const bank = kind % 3 === 0 ? 'Carte' : 'Compte courant';
      const parts = kind < 15 ? 3 : 1;
      const amounts = Array.from({ length: parts }, () => 150 + next(12_000));
      const total = amounts.reduce((sum, cents) => sum + cents, 0);
      move(bank, -total);
      transaction(label, date, PAYEES[next(PAYEES.length)]!, [
        [bank, money(-total)],
        ...amounts.map((cents): [string, string] => [LEAVES[next(LEAVES.length)]!, money(cents)]),
      ]);
    }
  }
  return { bytes: gzipSync(Buffer.from(bookXml(book), 'utf8')), balances };
}
