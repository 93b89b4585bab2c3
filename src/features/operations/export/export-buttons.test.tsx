import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileName } from '../../../../contract/access';
import { bodyOf, callsTo, mockRoutes, type RouteAnswer } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { ExportButtons } from './export-buttons';
import { searchOperation } from '../../../test/search-test-data';

const HOSTILE = '=HYPERLINK("x")';
const operations = [searchOperation(1, { memo: HOSTILE }), searchOperation(2)];
let downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

function renderButtons(answer: RouteAnswer, profile: ProfileName = ProfileName.premium) {
  const adapter = mockRoutes({ 'POST /api/export/operations': answer });
  renderWithProviders(
    <ExportButtons operations={operations} title="Search" fileName="search" />,
    makeUser(profile),
  );
  return { adapter, user: userEvent.setup() };
}

describe('export buttons', () => {
  it('exports the operations shown, in order, as a CSV file', async () => {
    const { adapter, user } = renderButtons({ status: 200, data: operations });
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/export/operations')[0])).toEqual({
      items: [1, 2],
      format: 'CSV',
    });
    expect(downloads[0]?.name).toBe('search.csv');
    const csv = await downloads[0]!.blob.text();
    expect(csv).toContain(`"'${HOSTILE.replaceAll('"', '""')}"`);
    expect(csv).toContain(',-12.50,');
  });

  it('exports a PDF of every operation the screen can load', async () => {
    const adapter = mockRoutes({
      'POST /api/export/operations': { status: 200, data: operations },
    });
    const loadOperations = vi.fn(async () => [...operations, searchOperation(3)]);
    renderWithProviders(
      <ExportButtons
        operations={operations}
        title="Search"
        fileName="search"
        loadOperations={loadOperations}
      />,
      makeUser(ProfileName.premium),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 5000 });
    expect(bodyOf(callsTo(adapter, 'POST /api/export/operations')[0])).toEqual({
      items: [1, 2, 3],
      format: 'PDF',
    });
    expect(downloads[0]?.name).toBe('search.pdf');
    expect(downloads[0]?.blob.type).toBe('application/pdf');
  });

  it('says there is nothing to export, and that an export failed', async () => {
    const { user } = renderButtons({ status: 200, data: [] });
    await user.click(screen.getByRole('button', { name: 'Export as PDF' }));
    expect(await screen.findByText('There is nothing to export.')).toBeVisible();

    mockRoutes({ 'POST /api/export/operations': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Export as PDF' }));
    expect(
      await screen.findByText('The export failed. Please try again in a moment.'),
    ).toBeVisible();
    expect(downloads).toHaveLength(0);
  });

  it('warns when the server refuses the CSV export (403)', async () => {
    const { user } = renderButtons({
      status: 403,
      data: { messageCode: 'modal.access.warning' },
    });
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Not in your version' })).toHaveTextContent(
      'Your version of Pécule does not include this feature.',
    );
  });
});
