import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authenticate, resendActivation } from './login-api';
import { startSession } from './session';

/** Signs in; the anonymous-only guard then leaves the login page for the target or home. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticate,
    onSuccess: (user) => startSession(queryClient, user),
  });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
