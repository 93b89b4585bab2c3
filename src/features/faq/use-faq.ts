import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as faqApi from '../../../contract/endpoints/faq';
import { callEndpoint } from '../../lib/api';
import { asLanguage } from '../../lib/language';

/** Query keys of the FAQ area. */
export const faqKeys = {
  all: ['faq'] as const,
  list: (language: string) => [...faqKeys.all, language] as const,
};

/** GET /api/faq/{language}, in the interface language. */
export function useFaq() {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  return useQuery({
    queryKey: faqKeys.list(language),
    queryFn: () => callEndpoint(faqApi.getFaq, { params: { language } }),
    staleTime: Infinity,
  });
}
