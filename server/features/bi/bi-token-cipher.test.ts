import { describe, expect, it } from 'vitest';
import { tokenCipher } from './bi-token-cipher';

describe('the provider token at rest', () => {
  const cipher = tokenCipher('app-secret-app-secret-app-secret-00');

  it('seals to a text that hides the token and opens back', () => {
    const sealed = cipher.seal('permanent-token');
    expect(sealed).not.toContain('permanent');
    expect(sealed).not.toBe(cipher.seal('permanent-token'));
    expect(cipher.open(sealed)).toBe('permanent-token');
  });

  it('refuses another key and a touched text', () => {
    const sealed = cipher.seal('permanent-token');
    expect(() => tokenCipher('another-secret-another-secret-00').open(sealed)).toThrow();
    expect(() => tokenCipher('x', 'a-configured-key-a-configured-key-00').open(sealed)).toThrow();
    const touched = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.open(touched)).toThrow();
  });
});
