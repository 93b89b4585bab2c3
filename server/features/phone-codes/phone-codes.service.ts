import type { PhoneCode } from '../../../contract/phone';

let codes: Promise<PhoneCode[]> | undefined;

/**
 * Every country's calling code, from libphonenumber's bundled metadata (no outside call). The
 * package loads at the first call, not at the server's start (docs/decisions/fast-start.md).
 */
export function listPhoneCodes(): Promise<PhoneCode[]> {
  codes ??= import('libphonenumber-js').then(({ getCountries, getCountryCallingCode }) =>
    getCountries()
      .map((countryCode) => ({ countryCode, phoneCode: getCountryCallingCode(countryCode) }))
      .sort((a, b) => a.countryCode.localeCompare(b.countryCode)),
  );
  return codes;
}
