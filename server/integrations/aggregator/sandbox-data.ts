import { createHash } from 'node:crypto';
import { DAY_MS, isoOfDayNumber } from '../../../contract/dates';
import type { ProviderAccount, ProviderTransaction } from './aggregator';

// The sandbox bank's books: the same accounts and lines for the same connection and day, so that
// tests and demonstrations can count on them.

export const SANDBOX_BANKS = ['Banque Démo', 'Crédit Exemple', 'Caisse Fictive'] as const;

const LABELS = [
  'CB CARREFOUR MARKET',
  'PRLV SEPA EDF',
  'CB BOULANGERIE DU COIN',
  'VIR SALAIRE ACME',
  'CB SNCF INTERNET',
  'PRLV FREE MOBILE',
  'CB PHARMACIE CENTRALE',
  'RETRAIT DAB',
];

/** Lines go this far back from today. */
export const SANDBOX_HISTORY_DAYS = 90;
/** Lines of the last days are still pending (Powens `coming`). */
export const SANDBOX_PENDING_DAYS = 2;

const hashOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

export function sandboxAccounts(connectionId: number): ProviderAccount[] {
  const account = (suffix: number, name: string): ProviderAccount => ({
    id: connectionId * 10 + suffix,
    connectionId,
    name,
    number: `SBX${connectionId}${suffix}`.padEnd(11, '0'),
    iban: null,
    currency: { code: 'EUR', precision: 2 },
    disabled: false,
  });
  return [account(1, 'Compte courant'), account(2, 'Livret A')];
}

/** The account's lines from `minDate` (or the whole history) to `today`. */
export function sandboxTransactions(
  accountId: number,
  today: string,
  minDate?: string,
): ProviderTransaction[] {
  const last = Math.floor(Date.parse(today) / DAY_MS);
  const first = Math.max(
    last - SANDBOX_HISTORY_DAYS,
    minDate ? Math.floor(Date.parse(minDate) / DAY_MS) : -Infinity,
  );
  const savings = accountId % 10 === 2;
  const lines: ProviderTransaction[] = [];
  for (let day = first; day <= last; day++) {
    const seed = hashOf(`${accountId}:${day}`);
    if (seed % (savings ? 15 : 2) !== 0) continue;
    const salary = !savings && day % 30 === 0;
    const cents = salary ? 245_000 : savings ? 5_000 : -(500 + (seed % 12_000));
    lines.push({
      id: accountId * 1_000_000 + (day % 1_000_000),
      accountId,
      date: isoOfDayNumber(day),
      valueDate: isoOfDayNumber(day),
      value: (cents / 100).toFixed(2),
      wording: savings
        ? 'VIR EPARGNE'
        : salary
          ? 'VIR SALAIRE ACME'
          : LABELS[seed % LABELS.length]!,
      coming: day > last - SANDBOX_PENDING_DAYS,
      lastUpdate: `${isoOfDayNumber(day)} 08:00:00`,
    });
  }
  return lines;
}
