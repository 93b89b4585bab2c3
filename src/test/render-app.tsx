import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { CurrentUser } from '../../contract/auth';
import { AppRoutes } from '../app/app-routes';
import { Providers, createQueryClient } from '../app/providers';
import { authKeys, type Session } from '../features/auth/use-auth';

/** Shows where the router is, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The whole app at `path`, with the session already known (no GET /api/user). */
export function renderApp(path: string, user: CurrentUser | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData<Session>(authKeys.session(), { user });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Providers queryClient={queryClient}>
        <AppRoutes />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
  return { ...view, queryClient };
}

/** One component inside the app's providers and a router, with the session already known. */
export function renderWithProviders(ui: ReactNode, user: CurrentUser | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData<Session>(authKeys.session(), { user });
  const view = render(
    <MemoryRouter>
      <Providers queryClient={queryClient}>{ui}</Providers>
    </MemoryRouter>,
  );
  return { ...view, queryClient };
}
