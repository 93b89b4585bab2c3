import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loginSchema } from '../../../contract/credentials';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { isLoginAvailable, postSignup } from './signup-api';
import { signupRequestOf, type RequestContext, type SignupFormValues } from './signup-form';

/** Query keys of the signup area. */
export const signupKeys = {
  all: ['signup'] as const,
  loginCheck: (login: string) => [...signupKeys.all, 'check', login] as const,
};

const LOGIN_CHECK_DELAY_MS = 300;

export type Availability = 'unknown' | 'checking' | 'available' | 'taken';

const checkQuery = (login: string) => ({
  queryKey: signupKeys.loginCheck(login),
  queryFn: () => isLoginAvailable(login),
  staleTime: 30_000,
});

/** Live check of a login as it is typed (debounced); only well-formed logins are asked about. */
export function useLoginAvailability(login: string): Availability {
  const typed = login.trim();
  const settled = useDebouncedValue(typed, LOGIN_CHECK_DELAY_MS);
  const wellFormed = loginSchema.safeParse(settled).success;
  const query = useQuery({ ...checkQuery(settled), enabled: wellFormed });
  if (!loginSchema.safeParse(typed).success) return 'unknown';
  if (typed !== settled || query.isPending) return 'checking';
  if (query.isError) return 'unknown';
  return query.data ? 'available' : 'taken';
}

/**
 * The check the LOGIN tab makes before moving on, from the cache when fresh. When the server
 * cannot say, the signup itself will refuse a taken login (and come back to this tab).
 */
export function useConfirmLoginAvailable() {
  const queryClient = useQueryClient();
  return useCallback(
    (login: string) => queryClient.fetchQuery(checkQuery(login.trim())).catch(() => true),
    [queryClient],
  );
}

/** POST /api/signup of the filled form: creates the inactive account and mails its link. */
export const useSignup = () =>
  useMutation({
    mutationFn: ({ values, context }: { values: SignupFormValues; context: RequestContext }) =>
      postSignup(signupRequestOf(values, context)),
  });
