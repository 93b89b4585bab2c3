import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { PhoneCode } from '../../../contract/phone';

let codes: PhoneCode[] | undefined;

/** Every country's calling code, from libphonenumber's bundled metadata (no outside call). */
export function listPhoneCodes(): PhoneCode[] {
  codes ??= getCountries()
    .map((countryCode) => ({ countryCode, phoneCode: getCountryCallingCode(countryCode) }))
    .sort((a, b) => a.countryCode.localeCompare(b.countryCode));
  return codes;
}
