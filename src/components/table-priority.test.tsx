import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type Column } from './table';
import { scrollCueOf } from './use-scroll-cue';

interface Account {
  id: number;
  name: string;
  balance: string;
  iban: string;
}
const accounts: Account[] = [
  { id: 1, name: 'Courant', balance: '1 200,00 €', iban: 'FR76 3000' },
  { id: 2, name: 'Livret A', balance: '5 000,00 €', iban: 'FR76 1000' },
];
const columns: Column<Account>[] = [
  { key: 'name', header: 'Name', render: (a) => a.name, priority: 'essential' },
  { key: 'balance', header: 'Balance', render: (a) => a.balance, priority: 'essential' },
  { key: 'iban', header: 'IBAN', render: (a) => a.iban, priority: 'detail' },
];

/** A screen as narrow as `width`: matchMedia answers the max-width queries. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0) >= width,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const renderAccounts = () =>
  render(
    <Table
      caption="Accounts"
      columns={columns}
      rows={accounts}
      rowKey={(a) => a.id}
      rowLabel={(a) => a.name}
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('Table column priorities', () => {
  it('marks each header and cell with its priority on a wide screen', () => {
    screenOf(1280);
    renderAccounts();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((th) => th.dataset.priority)).toEqual(['essential', 'essential', 'detail']);
    expect(screen.getByText('FR76 3000')).toBeVisible();
  });

  it('shows cards below 640 px, the detail columns behind a Details button', async () => {
    screenOf(375);
    const user = userEvent.setup();
    renderAccounts();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('1 200,00 €')).toBeVisible();
    expect(within(first).getByText('FR76 3000')).not.toBeVisible();
    const details = within(first).getByRole('button', { name: 'Details of Courant' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText('FR76 3000')).toBeVisible();
    expect(within(first).getByText('IBAN')).toBeVisible();
    expect(within(second).getByText('FR76 1000')).not.toBeVisible();
  });

  it('keeps a table without detail columns as a table on a phone', () => {
    screenOf(375);
    render(
      <Table
        caption="Accounts"
        columns={columns.slice(0, 2)}
        rows={accounts}
        rowKey={(a) => a.id}
      />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});

describe('Scroll cue', () => {
  it('names the edges where the content goes on', () => {
    expect(scrollCueOf({ scrollLeft: 0, scrollWidth: 500, clientWidth: 500 })).toBeUndefined();
    expect(scrollCueOf({ scrollLeft: 0, scrollWidth: 800, clientWidth: 500 })).toBe('end');
    expect(scrollCueOf({ scrollLeft: 100, scrollWidth: 800, clientWidth: 500 })).toBe('both');
    expect(scrollCueOf({ scrollLeft: 300, scrollWidth: 800, clientWidth: 500 })).toBe('start');
  });
});
