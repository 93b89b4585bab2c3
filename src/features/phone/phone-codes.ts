import type { PhoneCode } from '../../../contract/phone';

/**
 * Several countries share a calling code (+1, +7, +44…); only the code is stored, so the
 * country shown for it is the most populous one, else the first.
 */
const MAIN_COUNTRY: Record<string, string> = { '1': 'US', '7': 'RU', '44': 'GB', '47': 'NO' };

export function countryOf(codes: readonly PhoneCode[], phoneCode: string): string | undefined {
  const main = MAIN_COUNTRY[phoneCode];
  const matches = codes.filter((code) => code.phoneCode === phoneCode);
  return (matches.find((code) => code.countryCode === main) ?? matches[0])?.countryCode;
}

/** Options "Country name (+code)" in the interface language, sorted by name. */
export function phoneCodeOptions(codes: readonly PhoneCode[], language: string) {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return codes
    .map(({ countryCode, phoneCode }) => ({
      value: countryCode,
      label: `${names.of(countryCode) ?? countryCode} (+${phoneCode})`,
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
