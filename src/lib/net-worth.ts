import type { Cents } from '../../contract/money';

// Net worth: the sum of every account's balance. Pécule holds no exchange rates, so amounts of
// two currencies are never added: the total is in the main currency, other currencies apart.

export interface Holding {
  cents: Cents;
  /** ISO code, e.g. 'EUR'. */
  currency: string;
}

export interface NetWorth {
  /** The total of the accounts in the main currency. */
  main: Holding;
  /** The totals of the other currencies, in the order first met, not converted. */
  others: Holding[];
}

/**
 * The grand total in `mainCurrency` (the preferred one; when no account holds it, the first
 * account's currency), and one total per other currency; null without any account.
 */
export function netWorth(
  holdings: readonly Holding[],
  mainCurrency: string | null,
): NetWorth | null {
  if (holdings.length === 0) return null;
  const totals = new Map<string, Cents>();
  for (const { cents, currency } of holdings) {
    totals.set(currency, (totals.get(currency) ?? 0) + cents);
  }
  const main = mainCurrency && totals.has(mainCurrency) ? mainCurrency : holdings[0]!.currency;
  const others = [...totals]
    .filter(([currency]) => currency !== main)
    .map(([currency, cents]) => ({ currency, cents }));
  return { main: { currency: main, cents: totals.get(main)! }, others };
}
