import type { QueryClient } from '@tanstack/react-query';
import { bankKeys } from '../features/banks/use-banks';
import { homeKeys } from '../features/home/use-home';
import { operationKeys } from '../features/operations/use-operations';
import { settingsKeys } from '../features/settings/use-settings';

/**
 * A bank synchronisation changed the accounts: they (read with the banks), their balances on the
 * home page and their operations are read again.
 */
export const invalidateSynced = (queryClient: QueryClient) =>
  Promise.all(
    [bankKeys.all, settingsKeys.accounts(), homeKeys.all, operationKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
