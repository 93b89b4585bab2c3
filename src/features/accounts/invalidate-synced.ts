import type { QueryClient } from '@tanstack/react-query';
import { bankKeys } from '../banks/use-banks';
import { homeKeys } from '../home/use-home';
import { operationKeys } from '../operations/use-operations';
import { settingsKeys } from '../settings/use-settings';

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
