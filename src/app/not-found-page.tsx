import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { CompassIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('screen.notFound')} />
      <EmptyState
        icon={<CompassIcon />}
        title={t('errors.notFound.title')}
        description={t('errors.notFound.description')}
        action={<Link to="/">{t('common.backHome')}</Link>}
      />
    </>
  );
}
