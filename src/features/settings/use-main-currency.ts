import { useCurrencies, usePreferences } from './use-settings';

/** The ISO code of the preferred currency; null while it is read, or if it cannot be. */
export function useMainCurrency(): string | null {
  const preferences = usePreferences();
  const currencies = useCurrencies();
  const id = preferences.data?.currency;
  return currencies.data?.find((currency) => currency.currencyId === id)?.abrv ?? null;
}
