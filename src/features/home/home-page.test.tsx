import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

// jsdom draws no canvas: the charts' tables are what these tests read.
vi.mock('./fluctuation-chart', () => ({ default: () => <div>curve</div> }));
vi.mock('./categories-chart', () => ({ default: () => <div>bars</div> }));

const empty = { headers: [{ type: 'DATE2DATE' }], details: [], currency: 'EUR' };
const mainLine = {
  group: 'ACCOUNT',
  groupValue: { id: 4, name: 'Current' },
  currency: 'EUR',
  sums: [{ sum: 0, balance: 150_000 }],
  children: [],
};

function mockHome(analysis: (groupBy: string) => unknown) {
  return mockRoutes({
    'GET /api/bank': { status: 200, data: [] },
    'GET /api/budgets': { status: 200, data: [] },
    'GET /api/analysis': (config) => ({
      status: 200,
      data: analysis((config.params as { groupBy: string }).groupBy),
    }),
  });
}

describe('home page', () => {
  it('greets a first connection, then shows the welcome and main-account tiles', async () => {
    localStorage.clear();
    mockHome(() => empty);
    renderApp('/', { ...makeUser(), numberOfConnection: 1 });
    const greeting = await screen.findByRole('dialog', { name: /^Welcome to Pécule/ });
    await userEvent.click(within(greeting).getByRole('button', { name: "Let's start" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
    expect(await screen.findByText(/Choose your main account to see/)).toBeVisible();
  });

  it('waits for the terms to be accepted before greeting (one modal at a time)', async () => {
    localStorage.clear();
    mockHome(() => empty);
    renderApp('/', { ...makeUser(), numberOfConnection: 1, agreedCgu: false });
    expect(await screen.findByRole('heading', { name: /^Welcome,/ })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: /^Welcome to Pécule/ })).toBeNull();
  });

  it('greets only once, even when left by a link without closing it', async () => {
    localStorage.clear();
    mockHome(() => empty);
    const first = renderApp('/', { ...makeUser(), numberOfConnection: 1 });
    await screen.findByRole('dialog', { name: /^Welcome to Pécule/ });
    first.unmount();
    renderApp('/', { ...makeUser(), numberOfConnection: 1 });
    expect(await screen.findByRole('heading', { name: /^Welcome,/ })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it(
    'shows the main account balance and its year, without greeting a regular',
    { timeout: 20_000 },
    async () => {
      mockHome((groupBy) =>
        groupBy === 'ACCOUNT,DAY'
          ? {
              headers: [{ type: 'DATE2DATE', start: '2026-03-31' }],
              details: [mainLine],
              currency: 'EUR',
            }
          : empty,
      );
      renderApp('/', makeUser());
      // The tile replaces its loading state: read it again until it has the figure.
      await waitFor(() =>
        expect(
          screen.getByRole('heading', { name: 'Main account balance' }).closest('section'),
        ).toHaveTextContent('€1,500.00'),
      );
      const year = screen.getByRole('table', { name: /Balance of Current/ });
      expect(year).toHaveTextContent(/31\/03.*€1,500\.00/);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});
