import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { bodyOf, callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const TAGS = [
  { tagId: 2, name: 'Work' },
  { tagId: 1, name: 'Holidays' },
];

describe('tags page', () => {
  it('lists, adds, renames and deletes tags, and tells a taken name on the field', async () => {
    let taken = true;
    const adapter = mockRoutes({
      'GET /api/tags': { status: 200, data: TAGS },
      'POST /api/tags/0': (config) =>
        taken
          ? { status: 400, data: { messageCode: 'tag.alreadyExist' } }
          : { status: 200, data: { tagId: 3, ...(bodyOf(config) as object) } },
      'POST /api/tags/2': (config) => ({
        status: 200,
        data: { tagId: 2, ...(bodyOf(config) as object) },
      }),
      'DELETE /api/tags/1': { status: 200 },
    });
    const user = userEvent.setup();
    renderApp('/parameters/tags', makeUser(ProfileName.premium));
    const table = await screen.findByRole('table', { name: '2 tags' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)[0],
    ).toBe('Holidays');

    await user.click(screen.getByRole('button', { name: 'Add a tag' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'New tag' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter the name of the tag.',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'work');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'A tag with this name already exists.',
      ),
    );
    taken = false;
    await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Car');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The tag “Car” is saved.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Rename the tag Work' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Rename the tag' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Office');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/tags/2')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/tags/2')[0])).toEqual({ name: 'Office' });

    await user.click(await screen.findByRole('button', { name: 'Delete the tag Holidays' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete the tag?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tag “Holidays” is deleted.')).toBeVisible();
    expect(callsTo(adapter, 'DELETE /api/tags/1')).toHaveLength(1);
  });

  it('is forbidden without the TAG functionality', async () => {
    mockRoutes({});
    renderApp('/parameters/tags', makeUser(ProfileName.user));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  });
});
