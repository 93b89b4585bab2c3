import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';

/** Nothing in the period for these accounts. */
export function NoData({ messageKey = 'analysis.empty' }: { messageKey?: string }) {
  const { t } = useTranslation();
  return <EmptyState title={t(messageKey)} description={t('analysis.empty.desc')} />;
}
