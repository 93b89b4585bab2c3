import { describe, expect, it } from 'vitest';
import { checkState, signState } from './bi-webview-state';

describe('the web view state', () => {
  const now = Date.parse('2026-06-01T10:00:00Z');
  const state = signState('secret', { userId: 7, flow: 'connect', connectionId: null }, now);

  it('comes back for its user within 30 minutes', () => {
    expect(checkState('secret', state, 7, now + 29 * 60_000)).toMatchObject({ userId: 7 });
  });

  it('is refused expired, for another user, under another secret or touched', () => {
    expect(checkState('secret', state, 7, now + 31 * 60_000)).toBeNull();
    expect(checkState('secret', state, 8, now)).toBeNull();
    expect(checkState('other', state, 7, now)).toBeNull();
    const [payload, signature] = state.split('.');
    const touched = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace('"userId":7', '"userId":8'),
    ).toString('base64url');
    expect(checkState('secret', `${touched}.${signature}`, 8, now)).toBeNull();
  });
});
