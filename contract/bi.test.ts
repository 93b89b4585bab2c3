import { describe, expect, it } from 'vitest';
import { BI_SYNC_ERRORS, needsReconnect, syncColourOf } from './bi';

describe('syncColourOf', () => {
  it('is green when linked without error, none when not linked', () => {
    for (const error of [null, undefined, '', '0']) expect(syncColourOf(error)).toBe('green');
    expect(syncColourOf(null, false)).toBe('none');
  });

  it.each(['actionNeeded', 'rateLimiting', 'websiteUnavailable', 'bug'])('%s is orange', (e) => {
    expect(syncColourOf(e)).toBe('orange');
  });

  it.each([
    'SCARequired',
    'webauthRequired',
    'additionalInformationNeeded',
    'decoupled',
    'validating',
    'wrongpass',
    'INTERNAL_SERVER_ERROR',
    'passwordExpired',
  ])('%s is red', (e) => {
    expect(syncColourOf(e)).toBe('red');
  });

  it('gives every provider state a colour', () => {
    for (const e of BI_SYNC_ERRORS) expect(['orange', 'red']).toContain(syncColourOf(e));
  });

  it('offers a reconnect for the states that need the bank web view again', () => {
    expect(needsReconnect('SCARequired')).toBe(true);
    expect(needsReconnect('wrongpass')).toBe(true);
    expect(needsReconnect('rateLimiting')).toBe(false);
    expect(needsReconnect(null)).toBe(false);
  });
});
