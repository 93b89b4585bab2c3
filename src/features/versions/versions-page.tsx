import { useTranslation } from 'react-i18next';
import { ProfileName } from '../../../contract/access';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../auth/use-auth';
import { VersionsTable } from './versions-table';

const VERSION_OF_PROFILE: Partial<Record<string, string>> = {
  [ProfileName.user]: 'FREE',
  [ProfileName.premium]: 'PREMIUM',
};

/** /parameters/versions: the comparison, and the version the person has. */
export default function VersionsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const version = user ? VERSION_OF_PROFILE[user.profile.name] : undefined;
  return (
    <>
      <PageHeader
        title={t('screen.parameters.versions')}
        description={version && t('versions.current', { version: t(`version.${version}`) })}
      />
      <VersionsTable />
      <p className="versions-page__note">{t('versions.pricesNote')}</p>
    </>
  );
}
