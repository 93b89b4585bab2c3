import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyDto } from '../../contract/settings';
import { currentLanguage } from './language';

/**
 * Names currencies in the interface language (the browser's Intl data); a code Intl does not know
 * keeps the name the server gave.
 */
export function currencyNamer(language: string): (code: string, serverName: string) => string {
  const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
  return (code, serverName) => {
    try {
      return names.of(code) ?? serverName;
    } catch {
      // Not a well-formed currency code.
      return serverName;
    }
  };
}

/** Select options "EUR — euro (€)", named in the interface language. */
export function useCurrencyOptions(currencies: readonly CurrencyDto[]) {
  useTranslation(); // renders again in a new language
  const language = currentLanguage();
  return useMemo(() => {
    const nameOf = currencyNamer(language);
    return currencies.map((c) => ({
      value: String(c.currencyId),
      label: `${c.abrv} — ${nameOf(c.abrv, c.name)} (${c.symb})`,
    }));
  }, [currencies, language]);
}
