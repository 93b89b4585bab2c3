import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { payeeSaveSchema } from '../../../contract/payees';
import { bodyOf, callsTo, mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { PAYEES, TAGS, TREES, payee } from '../../test/payees-test-data';

function mockPayeesApi(extra: Record<string, RouteAnswer> = {}) {
  return mockRoutes({
    'GET /api/payees': { status: 200, data: PAYEES },
    'GET /api/category': { status: 200, data: TREES },
    'GET /api/tags': { status: 200, data: TAGS },
    ...extra,
  });
}

async function openNewPayee(profile: ProfileName = ProfileName.premium) {
  const user = userEvent.setup();
  renderApp('/parameters/payees', makeUser(profile));
  const slow = { timeout: 5000 };
  await user.click(await screen.findByRole('button', { name: 'Add a payee' }, slow));
  const dialog = await screen.findByRole('dialog', { name: 'New payee' }, slow);
  await within(dialog).findByRole('textbox', { name: 'Name' }, slow);
  return { user, dialog: within(dialog) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.click(screen.getByRole('option', { name: text }));
}

describe('payee modal', () => {
  it('refuses a payee without a name or without any default category', async () => {
    const adapter = mockPayeesApi();
    const { user, dialog } = await openNewPayee();
    expect(dialog.getByText(/when you choose this payee or an import recognises/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter the name of the payee.',
    );
    expect(dialog.getByText(/Choose at least a default credit category/)).toBeVisible();
    expect(callsTo(adapter, 'POST /api/payees')).toHaveLength(0);
  });

  it(
    'saves a 60/40 split template with its remainder and preview, keywords and tags',
    { timeout: 20_000 },
    async () => {
      const adapter = mockPayeesApi({
        'POST /api/payees': { status: 200, data: payee(9, 'Market') },
      });
      const { user, dialog } = await openNewPayee();
      await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Market');
      await user.type(dialog.getByRole('textbox', { name: 'Keywords' }), 'MARKET, CRF');
      expect(dialog.getByRole('alert')).toHaveTextContent('also used by another payee. CRF');
      await choose(
        user,
        dialog.getByRole('combobox', { name: 'Debit category' }),
        'Split (several categories)',
      );
      await user.type(dialog.getAllByRole('textbox', { name: 'Usual amount' })[0]!, '100');

      await choose(user, dialog.getByRole('combobox', { name: 'Category of part 1' }), 'Groceries');
      await user.type(dialog.getByRole('textbox', { name: 'Percentage of part 1' }), '60');
      expect(dialog.getByText('Percentage left to place: 40 %', { exact: false })).toBeVisible();
      await choose(user, dialog.getByRole('combobox', { name: 'Category of part 2' }), 'Leisure');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      expect(
        dialog.getByText(
          'Each part with a category needs an amount or a percentage other than zero.',
        ),
      ).toBeVisible();

      await user.type(dialog.getByRole('textbox', { name: 'Percentage of part 2' }), '30');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      expect(
        dialog.getByText('The parts must add up to the whole: the remainder must be 0.'),
      ).toBeVisible();
      await user.clear(dialog.getByRole('textbox', { name: 'Percentage of part 2' }));
      await user.type(dialog.getByRole('textbox', { name: 'Percentage of part 2' }), '40');
      expect(dialog.getByText(/Percentage left to place: 0 %/)).toBeVisible();
      expect(dialog.getByText('Share of the usual amount: 60.00')).toBeVisible();
      expect(dialog.getByText('Share of the usual amount: 40.00')).toBeVisible();

      await choose(user, dialog.getByRole('combobox', { name: 'Tags' }), 'Holidays');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(callsTo(adapter, 'POST /api/payees')).toHaveLength(1));
      expect(bodyOf(callsTo(adapter, 'POST /api/payees')[0])).toMatchObject({
        payeeId: null,
        name: 'Market',
        keywords: ['MARKET', 'CRF'],
        creditCategory: { categoryId: -1 },
        debitCategory: { categoryId: -2 },
        amountDebit: 10000,
        splitCategoriesDebit: [
          { category: { categoryId: 2 }, amount: 0, percentage: 60, tags: [] },
          { category: { categoryId: 3 }, amount: 0, percentage: 40, tags: [] },
        ],
        splitCategoriesCredit: [],
        tags: [{ tagId: 5 }],
      });
      // The body is what the server's schema reads.
      expect(
        payeeSaveSchema.safeParse(bodyOf(callsTo(adapter, 'POST /api/payees')[0])).success,
      ).toBe(true);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('shows a refused save under the name, or the generic message', async () => {
    let answer = { status: 400, data: { messageCode: 'emptyCategories' } };
    mockPayeesApi({ 'POST /api/payees': () => answer });
    const { user, dialog } = await openNewPayee();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Bakery');
    await choose(user, dialog.getByRole('combobox', { name: 'Debit category' }), 'Groceries');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/Choose at least a default credit/),
    );

    answer = { status: 500, data: { messageCode: 'internal.error' } };
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('The change could not be saved. Please try again in a moment.'),
    ).toBeVisible();
  });

  it('creates a tag typed in the payee modal and adds it to the payee', async () => {
    const adapter = mockPayeesApi({
      'POST /api/tags/0': (config) => ({
        status: 200,
        data: { tagId: 8, ...(bodyOf(config) as object) },
      }),
    });
    const { user, dialog } = await openNewPayee();
    await user.type(dialog.getByRole('combobox', { name: 'Tags' }), 'Gifts');
    await user.click(screen.getByRole('option', { name: 'Create the tag “Gifts”' }));
    expect(await dialog.findByRole('button', { name: 'Remove the tag Gifts' })).toBeVisible();
    expect(bodyOf(callsTo(adapter, 'POST /api/tags/0')[0])).toEqual({ name: 'Gifts' });
  });

  it('offers neither split nor tags without their functionalities', async () => {
    mockPayeesApi();
    const { user, dialog } = await openNewPayee(ProfileName.user);
    await user.click(dialog.getByRole('combobox', { name: 'Debit category' }));
    expect(screen.queryByRole('option', { name: 'Split (several categories)' })).toBeNull();
    expect(dialog.queryByRole('combobox', { name: 'Tags' })).toBeNull();
  });
});
