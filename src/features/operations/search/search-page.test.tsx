import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../../contract/access';
import { callsTo, mockRoutes, type RouteAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { SEARCH_SCREEN_ROUTES, searchOperation } from '../../../test/search-test-data';

const premium = makeUser(ProfileName.premium);

function mockSearch(count: RouteAnswer, extra: Record<string, RouteAnswer> = {}) {
  return mockRoutes({
    ...SEARCH_SCREEN_ROUTES,
    'GET /api/operation/search/count': count,
    'GET /api/operation/search': { status: 200, data: [searchOperation(1), searchOperation(2)] },
    ...extra,
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('search page', () => {
  it('searches by text: the URL holds the search, the count comes first, then the page', async () => {
    const adapter = mockSearch({ status: 200, data: { count: 2 } });
    const user = userEvent.setup();
    renderApp('/search', premium);
    expect(await screen.findByText('Type some text or choose filters, then search.')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Text' }), '  café   crème ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: '2 operations found' })).toBeVisible();
    expect(location()).toBe('/search?text=caf%C3%A9+cr%C3%A8me&page=1');
    expect(callsTo(adapter, 'GET /api/operation/search/count')[0]?.params).toEqual({
      text: 'café crème',
    });
    expect(callsTo(adapter, 'GET /api/operation/search')[0]?.params).toEqual({
      text: 'café crème',
      page: '1',
      size: '25',
    });
    const table = screen.getByRole('table');
    expect(within(table).getByText('Coffee 1')).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toBeVisible();
    expect(within(table).getAllByText('-12.50 €')).toHaveLength(3);
  });

  it('shows a negative amount refused at its field, and searches nothing', async () => {
    const adapter = mockSearch({ status: 200, data: { count: 0 } });
    const user = userEvent.setup();
    renderApp('/search', premium);
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount from' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByRole('textbox', { name: 'Amount from' });
    expect(field).toHaveAccessibleDescription(
      'Amounts searched cannot be negative: use the debit and credit filters.',
    );
    expect(location()).toBe('/search');
    expect(callsTo(adapter, 'GET /api/operation/search/count')).toHaveLength(0);
  });

  it('reads a bookmarked search from the URL and pages through it', async () => {
    const adapter = mockSearch({ status: 200, data: { count: 40 } });
    const user = userEvent.setup();
    renderApp('/search?text=cafe&amountFrom=500&debit=true&page=2&size=10', premium);
    expect(await screen.findByRole('heading', { name: '40 operations found' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Text' })).toHaveValue('cafe');
    expect(screen.getByRole('textbox', { name: 'Amount from' })).toHaveValue('5.00');
    expect(screen.getByRole('checkbox', { name: 'Debits' })).toBeChecked();
    expect(callsTo(adapter, 'GET /api/operation/search')[0]?.params).toEqual({
      text: 'cafe',
      amountFrom: '500',
      debit: 'true',
      page: '2',
      size: '10',
    });
    expect(screen.getByText('11–12 of 40')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toContain('page=3'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'All');
    await waitFor(() =>
      expect(location()).toBe('/search?text=cafe&debit=true&amountFrom=500&page=1&size=all'),
    );
    expect(callsTo(adapter, 'GET /api/operation/search').at(-1)?.params).toMatchObject({
      page: '1',
      size: 'all',
    });
  });

  it('says when the search finds more than 1,500 operations, without asking for them', async () => {
    const tooMany = { status: 400, data: { messageCode: 'operation.search.too-much-results' } };
    const adapter = mockSearch(tooMany);
    renderApp('/search?text=a&page=1', premium);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More than 1,500 operations match: narrow your search.',
    );
    expect(callsTo(adapter, 'GET /api/operation/search')).toHaveLength(0);
  });

  it('tells a count above the cap the same way', async () => {
    const adapter = mockSearch({ status: 200, data: { count: 1501 } });
    renderApp('/search?text=a&page=1', premium);
    expect(await screen.findByRole('alert')).toHaveTextContent(/More than 1,500 operations/);
    expect(callsTo(adapter, 'GET /api/operation/search')).toHaveLength(0);
  });

  it('shows no running balance when the results are in several currencies', async () => {
    const dollars = { accountId: 12, name: 'US', currency: { currencyId: 2, symb: '$' } };
    mockSearch(
      { status: 200, data: { count: 2 } },
      {
        'GET /api/operation/search': {
          status: 200,
          data: [searchOperation(1), searchOperation(2, { account: dollars, balance: null })],
        },
      },
    );
    renderApp('/search?text=cafe&page=1', premium);
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Balance' })).toBeNull();
    expect(within(table).getByText('-12.50 $')).toBeVisible();
  });

  it('keeps a simple profile to the text search and the simplified view, with warnings', async () => {
    const adapter = mockSearch({ status: 200, data: { count: 2 } });
    const user = userEvent.setup();
    renderApp('/search?text=cafe&amountFrom=500&page=1', makeUser(ProfileName.user));
    await screen.findByRole('table');
    expect(callsTo(adapter, 'GET /api/operation/search/count')[0]?.params).toEqual({
      text: 'cafe',
    });
    expect(screen.queryByRole('columnheader', { name: 'Account' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    let dialog = await screen.findByRole('dialog', { name: 'Not in your version' });
    expect(dialog).toHaveTextContent('Your version of Pécule does not include this search option.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('textbox', { name: 'Amount from' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Simplified view' }));
    dialog = await screen.findByRole('dialog', { name: 'Not in your version' });
    expect(dialog).toHaveTextContent('Your version of Pécule does not include this feature.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(callsTo(adapter, 'POST /api/preferences')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Not in your version' })).toBeVisible();
    expect(callsTo(adapter, 'POST /api/export/operations')).toHaveLength(0);
  });

  it('saves the simplified view as the simpleMode preference', async () => {
    const adapter = mockSearch(
      { status: 200, data: { count: 2 } },
      { 'POST /api/preferences': (config) => ({ status: 200, data: JSON.parse(config.data) }) },
    );
    const user = userEvent.setup();
    renderApp('/search?text=cafe&page=1', premium);
    await screen.findByRole('columnheader', { name: 'Account' });
    await user.click(screen.getByRole('checkbox', { name: 'Simplified view' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Account' })).toBeNull());
    expect(JSON.parse(String(callsTo(adapter, 'POST /api/preferences')[0]?.data))).toMatchObject({
      simpleMode: true,
    });
  });
});
