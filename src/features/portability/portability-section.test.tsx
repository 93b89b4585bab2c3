import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockRoutes } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { PortabilitySection } from './portability-section';

const currencies = [{ currencyId: 1, name: 'euro', symb: '€', abrv: 'EUR' }];

describe('data portability section', () => {
  it('offers the download of all the data', () => {
    renderWithProviders(<PortabilitySection currencies={currencies} />, makeUser());
    expect(screen.getByRole('link', { name: 'Download all my data' })).toHaveAttribute(
      'href',
      '/api/portability/export',
    );
  });

  it('tells a file that is not a Pécule document apart, and sends nothing', async () => {
    const adapter = mockRoutes({});
    renderWithProviders(<PortabilitySection currencies={currencies} />, makeUser());
    const file = new File(['{"format":"other"}'], 'other.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Pécule file (.json)'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a Pécule data file this version can read.',
    );
    expect(screen.queryByRole('button', { name: 'Import these data' })).toBeNull();
    expect(adapter).not.toHaveBeenCalled();
  });
});
