import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import type { SecurityEventEntry } from '../../../contract/security-events';
import { callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const JOURNAL = 'GET /api/admin/security-events';

const failure: SecurityEventEntry = {
  id: 3,
  createdAt: new Date(2026, 10, 27, 16, 5).toISOString(),
  type: 'SIGN_IN_FAILURE',
  login: 'camille',
  userId: 42,
  address: '203.0.113.9',
  outcome: 'failure',
  details: null,
};
const lock: SecurityEventEntry = {
  ...failure,
  id: 2,
  type: 'ADMIN_ACTION',
  login: 'root',
  userId: 1,
  outcome: 'success',
  details: { action: 'USER_LOCK', targetLogin: 'camille' },
};

describe('the security journal of /admin/security-journal', () => {
  it(
    'shows the events, filters them by user, type and days, and pages',
    { timeout: 30_000 },
    async () => {
      const adapter = mockRoutes({
        [JOURNAL]: { status: 200, data: { entries: [failure, lock], total: 30 } },
      });
      const user = userEvent.setup();
      renderApp('/admin/security-journal', makeUser(ProfileName.admin));

      const table = await screen.findByRole('table', { name: '30 events' });
      const rows = within(table).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('27/11/2026 16:05');
      expect(rows[1]).toHaveTextContent('Failed sign-in');
      expect(rows[1]).toHaveTextContent('camille #42');
      expect(rows[1]).toHaveTextContent('203.0.113.9');
      expect(rows[1]).toHaveTextContent('Failed');
      expect(rows[2]).toHaveTextContent('Administrator action');
      expect(rows[2]).toHaveTextContent('action : lock · target user : camille');

      await user.type(screen.getByRole('textbox', { name: /User/ }), ' Camille ');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Failed sign-in');
      await user.type(screen.getByRole('textbox', { name: 'From' }), '27/11/2026');
      await user.type(screen.getByRole('textbox', { name: 'To' }), '28/11/2026');
      await user.click(screen.getByRole('button', { name: 'Filter' }));
      await waitFor(() => expect(callsTo(adapter, JOURNAL)).toHaveLength(2));
      expect(callsTo(adapter, JOURNAL)[1]!.params).toEqual({
        user: 'Camille',
        type: 'SIGN_IN_FAILURE',
        from: new Date(2026, 10, 27).toISOString(),
        to: new Date(2026, 10, 29).toISOString(),
        page: 0,
      });

      expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(callsTo(adapter, JOURNAL)).toHaveLength(3));
      expect(callsTo(adapter, JOURNAL)[2]!.params).toMatchObject({ user: 'Camille', page: 1 });
    },
  );

  it('is in the administration menu', async () => {
    mockRoutes({ [JOURNAL]: { status: 200, data: { entries: [], total: 0 } } });
    renderApp('/admin/security-journal', makeUser(ProfileName.admin));
    expect(await screen.findByRole('link', { name: 'Security journal' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Security journal', level: 1 }),
    ).toBeInTheDocument();
  });

  it('switches two-factor on for administrators, and tells why it cannot', async () => {
    let refuse = false;
    const POLICY = '/api/admin/two-factor-policy';
    const adapter = mockRoutes({
      [JOURNAL]: { status: 200, data: { entries: [], total: 0 } },
      [`GET ${POLICY}`]: { status: 200, data: { requiredForAdmins: false } },
      [`PUT ${POLICY}`]: (config) =>
        refuse
          ? { status: 409, data: { messageCode: 'twoFactor.policy.enableYoursFirst' } }
          : { status: 200, data: JSON.parse(config.data as string) as unknown },
    });
    renderApp('/admin/security-journal', makeUser(ProfileName.admin));
    const box = await screen.findByRole('checkbox', {
      name: 'Require two-factor authentication of administrators',
    });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(JSON.parse(callsTo(adapter, `PUT ${POLICY}`)[0]!.data as string)).toEqual({
      requiredForAdmins: true,
    });
    refuse = true;
    await userEvent.click(box);
    expect(
      await screen.findByText('Turn on your own two-factor authentication first.'),
    ).toBeVisible();
    expect(box).toBeChecked();
  });
});
