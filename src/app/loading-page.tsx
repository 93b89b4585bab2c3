import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/spinner';

/** Spec 000 §2: a transient loading state whose content is ours to choose. */
export function LoadingPage() {
  const { t } = useTranslation();
  return <PageSpinner label={t('common.loading')} />;
}
