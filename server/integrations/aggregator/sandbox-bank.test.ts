import { describe, expect, it } from 'vitest';
import { sandboxBank } from './sandbox-bank';
import { SANDBOX_PENDING_DAYS } from './sandbox-data';

describe('the sandbox bank', () => {
  const at = (iso: string) => () => new Date(iso);

  it('gives the same accounts and lines for the same connection and day', async () => {
    const lines = async () => {
      const bank = sandboxBank(at('2026-06-01T10:00:00Z'));
      const { providerUserId, token } = await bank.createUser();
      bank.connect(providerUserId, 0);
      return { accounts: await bank.accounts(token), lines: await bank.transactions(token, {}) };
    };
    const [first, second] = [await lines(), await lines()];
    expect(first).toEqual(second);
    expect(first.accounts.map((a) => a.name)).toEqual(['Compte courant', 'Livret A']);
    const pending = first.lines.filter((l) => l.coming);
    expect(pending.every((l) => l.date > '2026-05-' + String(31 - SANDBOX_PENDING_DAYS))).toBe(
      true,
    );
  });

  it('keeps a line’s id when it posts, and filters by account and date', async () => {
    const bank = sandboxBank(at('2026-06-01T10:00:00Z'));
    const { providerUserId, token } = await bank.createUser();
    const connection = bank.connect(providerUserId, 1);
    const accountId = connection.id * 10 + 1;
    const recent = await bank.transactions(token, { accountId, minDate: '2026-05-25' });
    expect(recent.every((l) => l.accountId === accountId && l.date >= '2026-05-25')).toBe(true);
    const later = sandboxBank(at('2026-06-10T10:00:00Z'));
    const user = await later.createUser();
    later.connect(user.providerUserId, 1);
    const posted = await later.transactions(user.token, { accountId, minDate: '2026-05-25' });
    for (const line of recent) {
      expect(posted.find((l) => l.id === line.id)).toMatchObject({
        coming: false,
        value: line.value,
      });
    }
  });

  it('puts a connection in any state, only the owner’s; codes are the owner’s and expire', async () => {
    let now = Date.parse('2026-06-01T10:00:00Z');
    const bank = sandboxBank(() => new Date(now));
    const owner = await bank.createUser();
    const other = await bank.createUser();
    const connection = bank.connect(owner.providerUserId, 0);
    expect(bank.setState(other.providerUserId, connection.id, 'wrongpass')).toBe(false);
    expect(bank.setState(owner.providerUserId, connection.id, 'SCARequired')).toBe(true);
    expect((await bank.connections(owner.token))[0]!.state).toBe('SCARequired');
    const code = await bank.temporaryCode(owner.token);
    expect(bank.userOfCode(code)).toBe(owner.providerUserId);
    now += 31 * 60_000;
    expect(bank.userOfCode(code)).toBeNull();
    await bank.deleteUser(owner.token);
    await expect(bank.connections(owner.token)).rejects.toThrow();
  });
});
