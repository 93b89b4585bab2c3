import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../lib/language';
import { fetchCurrentCgu } from './terms-api';
import { termsKeys } from './terms-keys';

/** The terms in use, in the interface language (null when there are none). */
export function useCurrentTerms() {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  return useQuery({
    queryKey: termsKeys.current(language),
    queryFn: () => fetchCurrentCgu(language),
    staleTime: 5 * 60_000,
  });
}
