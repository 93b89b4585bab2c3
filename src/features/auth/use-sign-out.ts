import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession, logout } from './session';

/** POST /api/logout; the local session ends even if the call fails, as the person asked to leave. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => endSession(queryClient, 'loggedOut'),
  });
}
