import { describe, expect, it } from 'vitest';
import { listPhoneCodes } from './phone-codes.service';

describe('listPhoneCodes', () => {
  it('lists every country with its calling code, sorted by country, loaded once', async () => {
    const codes = await listPhoneCodes();
    expect(codes).toContainEqual({ countryCode: 'FR', phoneCode: '33' });
    expect(codes.map((code) => code.countryCode)).toEqual(
      [...codes.map((code) => code.countryCode)].sort((a, b) => a.localeCompare(b)),
    );
    expect(await listPhoneCodes()).toBe(codes);
  });
});
