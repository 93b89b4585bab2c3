import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import type { CurrentUser } from '../../../contract/auth';
import {
  authenticate,
  completeSignIn,
  fetchCurrentUser,
  logout,
  resendActivation,
} from './auth-api';

/** Query keys of the auth area. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

/** Why a session ended; the login page shows the matching message. */
export type SessionEndReason = 'loggedOut' | 'sessionExpired' | 'accountDeleted';

/** The state the login page reads its session-ended message from. */
export interface LoginState {
  notice?: SessionEndReason;
}

export interface Session {
  user: CurrentUser | null;
  endReason?: SessionEndReason;
}

/** GET /api/user, kept for the whole visit: sign-in, sign-out and changes update it. */
export const sessionQuery = queryOptions({
  queryKey: authKeys.session(),
  queryFn: async (): Promise<Session> => ({ user: await fetchCurrentUser() }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const AuthContext = createContext<Session | null>(null);

/** The current session: `user` is null when nobody is signed in. */
export function useAuth(): Session {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth must be used inside <AuthProvider>');
  return session;
}

/** Drops every cached answer of the previous user, then records the anonymous session. */
export function endSession(queryClient: QueryClient, endReason: SessionEndReason): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData<Session>(authKeys.session(), { user: null, endReason });
}

/** GET /api/user again, after a change the top bar or other screens show. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: authKeys.session() }),
    [queryClient],
  );
}

/**
 * Signs in; the anonymous-only guard then leaves the login page for the target or home. An
 * account with two-factor answers that a code is due instead, and no session starts yet.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticate,
    onSuccess: (answer) => {
      if ('secondFactor' in answer) return;
      queryClient.setQueryData<Session>(authKeys.session(), { user: answer });
    },
  });
}

/** The second step of a sign-in with two-factor. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSignIn,
    onSuccess: (user) => queryClient.setQueryData<Session>(authKeys.session(), { user }),
  });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}

/** POST /api/logout; the local session ends even if the call fails, as the person asked to leave. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => endSession(queryClient, 'loggedOut'),
  });
}

/** For the home page's greeting. */
export { displayName } from './display-name';
