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
