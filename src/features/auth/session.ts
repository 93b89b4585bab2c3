import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contract/auth';
import { api, statusOf } from '../../lib/api';
import { authKeys } from './auth-keys';

/** Why a session ended; the login page shows the matching message. */
export type SessionEndReason = 'loggedOut' | 'sessionExpired' | 'accountDeleted';

export interface Session {
  user: CurrentUser | null;
  endReason?: SessionEndReason;
}

/** GET /api/user: 401 simply means nobody is signed in. */
export async function fetchSession(): Promise<Session> {
  try {
    const { data } = await api.get<CurrentUser>('/api/user');
    return { user: data };
  } catch (error) {
    if (statusOf(error) === 401) return { user: null };
    throw error;
  }
}

export async function logout(): Promise<void> {
  await api.post('/api/logout');
}

/** Drops every cached answer of the previous user, then records the anonymous session. */
export function endSession(queryClient: QueryClient, endReason: SessionEndReason): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData<Session>(authKeys.session(), { user: null, endReason });
}

export function startSession(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData<Session>(authKeys.session(), { user });
}
