import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { CategoryRoot } from '../../../contract/categories';
import { MessageCode } from '../../../contract/message-codes';
import { bodyOf, callsTo, mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { TREES } from '../../test/category-fixtures';
import { withOrder } from './category-tree-model';

const OK = { status: 200 };

function mockCategoriesApi(extra: Record<string, RouteAnswer> = {}) {
  return mockRoutes({ 'GET /api/category': { status: 200, data: TREES }, ...extra });
}

const open = (profile: ProfileName = ProfileName.premium) =>
  renderApp('/parameters/categories', makeUser(profile));

/** The expenses card, once the lazily loaded screen is there (slow on a busy machine). */
const expenses = () =>
  screen
    .findByRole('heading', { name: 'Expenses', level: 2 }, { timeout: 5000 })
    .then((heading) => within(heading.closest('section')!));

describe('categories page', () => {
  it('shows both trees, expands and collapses them, and hides disabled categories', async () => {
    mockCategoriesApi();
    open();
    const tree = await expenses();
    expect(screen.getByRole('heading', { name: 'Income', level: 2 })).toBeInTheDocument();
    expect(tree.queryByText('Rent')).not.toBeInTheDocument();
    expect(tree.queryByText('Old hobby')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(tree.getByText('Gas')).toBeInTheDocument();
    expect(screen.getByText('Bonus')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(tree.queryByText('Rent')).not.toBeInTheDocument();

    await userEvent.click(tree.getByRole('button', { name: 'Housing' }));
    expect(tree.getByText('Rent')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show disabled categories' }));
    expect(tree.getByText('Old hobby')).toBeInTheDocument();
  });

  it('reorders with Alt+arrow keys and the arrow buttons, keeping the focus on the row', async () => {
    // The server keeps the order it is given.
    let trees = TREES;
    const adapter = mockCategoriesApi({
      'GET /api/category': () => ({ status: 200, data: trees }),
      'POST /api/category/DEBIT_ROOT/reorder': (config) => {
        const { sortedIds } = bodyOf(config) as { sortedIds: number[] };
        trees = withOrder(trees, CategoryRoot.debit, sortedIds);
        return OK;
      },
    });
    open();
    const tree = await expenses();
    const handle = tree.getByRole('button', { name: 'Move Food' });
    expect(handle).toHaveAccessibleDescription(/press Alt\+↑ or Alt\+↓/);
    handle.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');

    await waitFor(() =>
      expect(callsTo(adapter, 'POST /api/category/DEBIT_ROOT/reorder')).toHaveLength(1),
    );
    // The disabled category keeps its place after the enabled ones.
    expect(bodyOf(callsTo(adapter, 'POST /api/category/DEBIT_ROOT/reorder')[0])).toEqual({
      sortedIds: [20, 10, 30, 40],
    });
    expect(screen.getByText('Food is now at position 1 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(tree.getByRole('button', { name: 'Move Food' })).toHaveFocus());

    await userEvent.click(tree.getByRole('button', { name: 'Move Leisure up' }));
    await waitFor(() =>
      expect(callsTo(adapter, 'POST /api/category/DEBIT_ROOT/reorder')).toHaveLength(2),
    );
    expect(bodyOf(callsTo(adapter, 'POST /api/category/DEBIT_ROOT/reorder')[1])).toEqual({
      sortedIds: [20, 30, 10, 40],
    });
  });

  it('reorders by dragging a row onto a sibling, within its parent only', async () => {
    const adapter = mockCategoriesApi({ 'POST /api/category/10/reorder': OK });
    open();
    const tree = await expenses();
    await userEvent.click(tree.getByRole('button', { name: 'Housing' }));
    const row = (name: string) => tree.getByText(name).closest<HTMLElement>('.category-row')!;
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };

    fireEvent.dragStart(row('Energy'), { dataTransfer });
    // Another parent's row refuses the drop.
    expect(fireEvent.dragOver(row('Food'), { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(row('Rent'), { dataTransfer })).toBe(false);
    fireEvent.drop(row('Rent'), { dataTransfer });

    await waitFor(() => expect(callsTo(adapter, 'POST /api/category/10/reorder')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/category/10/reorder')[0])).toEqual({
      sortedIds: [12, 11],
    });
  });

  it('restores the order and tells a refused move', async () => {
    mockCategoriesApi({
      'POST /api/category/DEBIT_ROOT/reorder': {
        status: 400,
        data: { messageCode: MessageCode.categoryReorderInvalid },
      },
    });
    open();
    const tree = await expenses();
    await userEvent.click(tree.getByRole('button', { name: 'Move Food down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The categories to reorder must be exactly the subcategories of this parent.',
    );
    const names = tree.getAllByRole('listitem').map((item) => item.textContent);
    expect(names[1]).toContain('Food');
  });

  it('deletes (disables) after confirmation and tells the refusals of spec 001 §8', async () => {
    const adapter = mockCategoriesApi({
      'DELETE /api/category/20': {
        status: 400,
        data: { messageCode: MessageCode.categoryAttachedToOperations },
      },
      'DELETE /api/category/30': OK,
    });
    open();
    const tree = await expenses();
    await userEvent.click(tree.getByRole('button', { name: 'Delete Food' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete a category' });
    expect(dialog).toHaveTextContent('“Food” will be disabled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Told under the row it is about.
    const food = tree.getByText('Food').closest('li')!;
    expect(await within(food).findByRole('alert')).toHaveTextContent(
      'This category cannot be deleted: operations use it.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(tree.getByRole('button', { name: 'Delete Leisure' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(callsTo(adapter, 'DELETE /api/category/30')).toHaveLength(1));
    expect(await screen.findByText('Leisure is disabled.')).toBeInTheDocument();
  });

  it('enables a disabled category', async () => {
    const adapter = mockCategoriesApi({ 'POST /api/category/40/enable': OK });
    open();
    const tree = await expenses();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show disabled categories' }));
    await userEvent.click(tree.getByRole('button', { name: 'Enable Old hobby' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/category/40/enable')).toHaveLength(1));
    expect(await screen.findByText('Old hobby is enabled again.')).toBeInTheDocument();
  });

  it('adds a subcategory resembling its parent, and tells a name already taken', async () => {
    let attempts = 0;
    const adapter = mockCategoriesApi({
      'POST /api/category/0': () =>
        ++attempts === 1
          ? { status: 400, data: { messageCode: MessageCode.categoryAlreadyExist } }
          : OK,
    });
    open();
    const tree = await expenses();
    await userEvent.click(tree.getByRole('button', { name: 'Add a subcategory to Housing' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New category' }));
    expect(
      dialog.getByRole('combobox', { name: 'Similar standard category' }),
    ).toHaveAccessibleDescription(/so its meaning stays known whatever name you give it/);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter the name of the category.')).toBeInTheDocument();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Insurance');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('A category with this name already exists at this place.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(adapter, 'POST /api/category/0')[1])).toEqual({
      name: 'Insurance',
      debitCredit: -1,
      parent: { categoryId: 10 },
      similar: { categoryId: 10 },
    });
  });

  it('refuses a parent that is the category itself or too deep, before asking the server', async () => {
    const adapter = mockCategoriesApi();
    open();
    const tree = await expenses();
    await userEvent.click(tree.getByRole('button', { name: 'Edit Housing' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit the category' }));
    // A standard category keeps its own template as similar.
    expect(dialog.getByRole('combobox', { name: 'Similar standard category' })).toBeDisabled();
    const parent = dialog.getByRole('combobox', { name: 'Parent category' });
    await userEvent.selectOptions(parent, 'Housing / Energy');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText(
        'A category cannot be placed under itself or one of its subcategories.',
      ),
    ).toBeInTheDocument();

    await userEvent.selectOptions(parent, 'Food');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Categories have at most 3 levels: choose a higher parent.'),
    ).toBeInTheDocument();
    expect(adapter.mock.calls.filter(([config]) => config.method === 'post')).toHaveLength(0);
  });

  it('tells the place refusals of the server under the parent', async () => {
    mockCategoriesApi({
      'POST /api/category/20': {
        status: 400,
        data: { messageCode: MessageCode.categoryParentItself },
      },
    });
    open();
    const tree = await expenses();
    await userEvent.click(tree.getByRole('button', { name: 'Edit Food' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit the category' }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Parent category' }),
      'Leisure',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const parent = dialog.getByRole('combobox', { name: 'Parent category' });
    await waitFor(() =>
      expect(parent).toHaveAccessibleDescription(
        'A category cannot be placed under itself or one of its subcategories.',
      ),
    );
  });

  it('warns a person without the CATEGORY functionality instead of opening the modal', async () => {
    mockCategoriesApi();
    open(ProfileName.user);
    const tree = await expenses();
    await userEvent.click(screen.getByRole('button', { name: 'Add an expense category' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your version of Pécule does not let you add or edit categories.',
    );
    expect(tree.getByRole('button', { name: 'Delete Food' })).toBeEnabled();
  });
});
