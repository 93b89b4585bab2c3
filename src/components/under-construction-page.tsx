import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ConeIcon } from './icons';
import { PageHeader } from './page-header';

/** Stands in for a screen that is not built yet; shows its title and no data. */
export function UnderConstructionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <EmptyState
        icon={<ConeIcon />}
        title={t('common.underConstruction.title')}
        description={t('common.underConstruction.description')}
      />
    </>
  );
}
