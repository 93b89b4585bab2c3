import { describe, expect, it } from 'vitest';
import { passkeyRefusalKey } from './webauthn';

const refusal = (name: string, code?: string) =>
  Object.assign(new Error('refused'), { name }, code ? { code } : {});

describe('the browser’s passkey refusals', () => {
  it('tell a cancelled prompt, a passkey already there and a site that cannot use them', () => {
    expect(passkeyRefusalKey(refusal('NotAllowedError'))).toBe('passkeys.cancelled');
    expect(passkeyRefusalKey(refusal('AbortError'))).toBe('passkeys.cancelled');
    expect(passkeyRefusalKey(refusal('InvalidStateError'))).toBe('passkeys.alreadyRegistered');
    expect(passkeyRefusalKey(refusal('Error', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe(
      'passkeys.alreadyRegistered',
    );
    expect(passkeyRefusalKey(refusal('SecurityError'))).toBe('passkeys.unsupported');
  });

  it('leave a server’s answer to its own message code', () => {
    expect(passkeyRefusalKey(new Error('Request failed with status code 401'))).toBeUndefined();
    expect(passkeyRefusalKey('text')).toBeUndefined();
  });
});
