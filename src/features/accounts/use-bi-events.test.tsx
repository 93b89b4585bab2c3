import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BI_TOPIC } from '../../../contract/realtime';
import { connectRealtime } from '../../lib/realtime';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { authKeys } from '../auth/use-auth';
import { useBiEvents } from './use-bi-events';

function Listener() {
  useBiEvents();
  return null;
}

const connect = vi.mocked(connectRealtime);
const disconnect = vi.fn();

describe('bank-sync events', () => {
  beforeEach(() => {
    connect.mockReset().mockReturnValue(disconnect);
    disconnect.mockReset();
  });

  it('connects once signed in and reads the accounts, balances and operations again on a message', async () => {
    const user = makeUser();
    const { queryClient } = renderWithProviders(<Listener />, user);
    await waitFor(() => expect(connect).toHaveBeenCalledWith(BI_TOPIC, expect.any(Function)));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const onMessage = connect.mock.calls[0]![1];

    onMessage({ userId: user.idUser + 1 });
    expect(invalidate).not.toHaveBeenCalled();
    onMessage({ userId: user.idUser });
    // app/ loads the invalidation on first use.
    const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    await waitFor(() =>
      expect(keys()).toEqual([['banks'], ['settings', 'accounts'], ['home'], ['operations']]),
    );
  });

  it('disconnects on sign-out and never connects anonymously', async () => {
    const { queryClient } = renderWithProviders(<Listener />, makeUser());
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    queryClient.setQueryData(authKeys.session(), { user: null });
    await waitFor(() => expect(disconnect).toHaveBeenCalledTimes(1));
    expect(connect).toHaveBeenCalledTimes(1);
  });
});
