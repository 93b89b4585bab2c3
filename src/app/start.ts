import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../features/auth/use-auth';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from './providers';

/**
 * What a first visit asks the server for, all at once: the translations and the session
 * (GET /api/user), so the first screen waits for the slower of the two, not for both in turn.
 */
export function startApp(): QueryClient {
  initI18n();
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(sessionQuery);
  return queryClient;
}
