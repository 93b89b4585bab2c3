import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentCgu } from '../../../contract/cgu';
import { FormCheckbox } from '../../components/form';
import { TermsText } from '../terms/terms-text';

/** COMM: mail consents and the terms, which must be accepted. */
export function CommTab({ terms }: { terms: UseQueryResult<CurrentCgu | null> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormCheckbox name="newsletter" label={t('signup.form.newsletter')} />
      <FormCheckbox name="partners" label={t('signup.form.partners')} />
      <TermsText terms={terms} />
      <FormCheckbox name="cgu" label={t('signup.form.cgu')} />
    </>
  );
}
