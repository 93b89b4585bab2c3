import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relying-party';

describe('the relying party of passkeys', () => {
  it('is the public address when configured, whatever host the request names', () => {
    const rp = relyingPartyOf('https://budget.example.org/app/', {
      protocol: 'http',
      host: 'internal:3000',
    });
    expect(rp).toEqual({
      id: 'budget.example.org',
      origin: 'https://budget.example.org',
      name: 'Pécule',
    });
  });

  it('keeps a non-default port in the origin, never in the id', () => {
    const rp = relyingPartyOf('http://localhost:8080', { protocol: 'http', host: 'x' });
    expect(rp).toMatchObject({ id: 'localhost', origin: 'http://localhost:8080' });
  });

  it('is the request’s protocol and host without a public address', () => {
    const rp = relyingPartyOf(undefined, { protocol: 'https', host: 'pecule.local:8443' });
    expect(rp).toMatchObject({ id: 'pecule.local', origin: 'https://pecule.local:8443' });
  });
});
