import { describe, expect, it } from 'vitest';
import { issueWsTicket, verifyWsTicket } from './ws-ticket';

const SECRET = 'a-secret-a-secret-a-secret-a-secret';
const NOW = Date.parse('2026-06-01T10:00:00Z');

describe('real-time tickets', () => {
  it('name their user for a minute', () => {
    const ticket = issueWsTicket(SECRET, 42, NOW);
    expect(verifyWsTicket(SECRET, ticket, NOW)).toBe(42);
    expect(verifyWsTicket(SECRET, ticket, NOW + 59_999)).toBe(42);
    expect(verifyWsTicket(SECRET, ticket, NOW + 60_000)).toBeUndefined();
  });

  it('refuse another secret, another user, a longer life and garbage', () => {
    const ticket = issueWsTicket(SECRET, 42, NOW);
    const [, expiry, signature] = ticket.split('.');
    expect(verifyWsTicket(`${SECRET}x`, ticket, NOW)).toBeUndefined();
    expect(verifyWsTicket(SECRET, `43.${expiry}.${signature}`, NOW)).toBeUndefined();
    expect(verifyWsTicket(SECRET, `42.${Number(expiry) + 1}.${signature}`, NOW)).toBeUndefined();
    const farFuture = issueWsTicket(SECRET, 42, NOW + 3_600_000);
    expect(verifyWsTicket(SECRET, farFuture, NOW)).toBeUndefined();
    for (const bad of [undefined, '', '42', 'a.b.c', `${ticket}.`]) {
      expect(verifyWsTicket(SECRET, bad, NOW)).toBeUndefined();
    }
  });
});
