import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentCgu } from '../../../contract/cgu';
import { FormCheckbox } from '../../components/form';
import { CguText } from '../cgu/use-cgu-ui';

/** COMM: mail consents and the terms, which must be accepted. */
export function CommTab({ cgu }: { cgu: UseQueryResult<CurrentCgu | null> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormCheckbox name="newsletter" label={t('signup.form.newsletter')} />
      <FormCheckbox name="partners" label={t('signup.form.partners')} />
      <CguText cgu={cgu} />
      <FormCheckbox name="cgu" label={t('signup.form.cgu')} />
    </>
  );
}
