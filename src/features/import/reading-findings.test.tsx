import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { MessageCode } from '../../../contract/message-codes';
import { bodyOf, callsTo, mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { ACCOUNTS, makeLine, makeReport } from './import-test-data';

const routes = (report: ReturnType<typeof makeReport>, extra: Record<string, RouteAnswer> = {}) =>
  mockRoutes({
    'GET /api/import': { status: 200, data: [{ ...report, operations: undefined }] },
    'GET /api/import/11': { status: 200, data: report },
    'GET /api/account': { status: 200, data: ACCOUNTS },
    ...extra,
  });

const openReview = async () => {
  renderApp('/parameters/import?importId=11', makeUser(ProfileName.premium));
  return screen.findByRole('table', { name: /lines? of the file/ });
};

describe('what reading the file found, on its review', () => {
  it('lists the file’s warnings and says which lines were rounded', async () => {
    const rounded = makeLine(1, {
      amount: 11583,
      notes: [{ code: MessageCode.importLineRounded, written: '115.8331' }],
    });
    routes(
      makeReport({
        format: 'OFX',
        csv: null,
        warnings: [MessageCode.importWarningRounded, MessageCode.importWarningIncomplete],
        operations: [rounded],
        lineCount: 1,
      }),
    );
    const table = await openReview();
    const warnings = screen.getByText('What this file says of itself').closest('[role="alert"]');
    expect(warnings).toHaveTextContent('were rounded to the cent');
    expect(warnings).toHaveTextContent('This file seems cut short');
    expect(
      within(table).getByText('Amount rounded to the cent (the file wrote 115.8331).'),
    ).toBeVisible();
  });

  it('asks the order of doubtful dates and sends the chosen one', async () => {
    const report = makeReport({
      format: 'QIF',
      csv: null,
      fileName: 'releve.qif',
      dateOrder: { order: 'DMY', unsure: true },
      operations: [makeLine(1, { date: '2024-04-03' })],
      lineCount: 1,
    });
    const settled = { ...report, dateOrder: { order: 'MDY' as const, unsure: false } };
    const adapter = routes(report, {
      'POST /api/import/11/date-order': { status: 200, data: settled },
    });
    const user = userEvent.setup();
    await openReview();
    const question = screen.getByRole('region', {
      name: 'In what order are this file’s dates written?',
    });
    expect(question).toHaveTextContent('the first line’s, 03/04/2024');
    expect(
      within(question).getByRole('button', { name: 'Day first: April 3, 2024' }),
    ).toBeVisible();
    await user.click(within(question).getByRole('button', { name: 'Month first: March 4, 2024' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/import/11/date-order')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/import/11/date-order')[0])).toEqual({
      dateOrder: 'MDY',
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /In what order/ })).toBeNull());
  });
});
