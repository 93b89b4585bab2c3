import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { VersionsTable } from './versions-table';

/** /parameters/versions/anonymous: the comparison for visitors, leading to signup. */
export default function AnonymousVersionsPage() {
  const { t } = useTranslation();
  return (
    <div className="anonymous-panel versions-page--anonymous">
      <PageHeader title={t('screen.parameters.versions')} description={t('versions.intro')} />
      <VersionsTable />
      <p className="versions-page__note">{t('versions.pricesNote')}</p>
      <div className="versions-page__actions">
        <Link className="button button--primary" to="/signup">
          {t('versions.signup')}
        </Link>
        <Link className="button button--secondary" to="/login">
          {t('versions.login')}
        </Link>
      </div>
    </div>
  );
}
