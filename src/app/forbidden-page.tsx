import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../components/alert';
import { PageHeader } from '../components/page-header';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('errors.forbidden.title')} />
      <Alert variant="warning">
        <p>{t('errors.forbidden.description')}</p>
      </Alert>
      <Link to="/">{t('common.backHome')}</Link>
    </>
  );
}
