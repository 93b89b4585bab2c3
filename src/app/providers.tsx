import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PageSpinner } from '../components/spinner';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../features/auth/auth-provider';
import { statusOf } from '../lib/api';
import { InvalidateSyncedContext } from '../lib/invalidate-synced';
import { NewAccountFormContext, type NewAccountFormProps } from '../lib/new-account-form';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry; network hiccups might.
        retry: (failures, error) => failures < 2 && (statusOf(error) ?? 500) >= 500,
      },
    },
  });
}

const NewAccountModal = lazy(() => import('../features/accounts/new-account-modal'));

/** The accounts area's form, loaded on first use, for the areas that offer to add an account. */
const newAccountForm = (props: NewAccountFormProps) => (
  <Suspense fallback={null}>
    <NewAccountModal {...props} />
  </Suspense>
);

/** The app waits (Suspense) for the translations and the session, asked for together (start.ts). */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Loaded on first use: the areas' queries stay out of the initial chunk.
  const [invalidateSynced] = useState(
    () => () => import('./invalidate-synced').then((module) => module.invalidateSynced(client)),
  );
  return (
    <QueryClientProvider client={client}>
      <InvalidateSyncedContext value={invalidateSynced}>
        <NewAccountFormContext value={newAccountForm}>
          <Suspense fallback={<PageSpinner />}>
            <ToastProvider>
              <AuthProvider>{children}</AuthProvider>
            </ToastProvider>
          </Suspense>
        </NewAccountFormContext>
      </InvalidateSyncedContext>
    </QueryClientProvider>
  );
}
