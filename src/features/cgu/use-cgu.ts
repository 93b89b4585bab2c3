import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../../contract/auth';
import { asLanguage } from '../../lib/language';
import { authKeys } from '../auth/use-auth';
import { agreeToCgu, fetchCurrentCgu } from './cgu-api';

/** Query keys of the terms-of-use (CGU) area. */
export const cguKeys = {
  all: ['cgu'] as const,
  current: (language: string) => [...cguKeys.all, 'current', language] as const,
};

/** The terms in use, in the interface language (null when there are none). */
export function useCurrentCgu() {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  return useQuery({
    queryKey: cguKeys.current(language),
    queryFn: () => fetchCurrentCgu(language),
    staleTime: 5 * 60_000,
  });
}

/** Records the agreement, refreshes the user, and goes to the profile's index page. */
export function useAcceptCgu(user: CurrentUser) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (cguTerm: number) => agreeToCgu(user.idUser, cguTerm),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.session() });
      await navigate(user.profile.indexUrl);
    },
    // Terms replaced while they were being read: show the new ones.
    onError: () => queryClient.invalidateQueries({ queryKey: cguKeys.all }),
  });
}
