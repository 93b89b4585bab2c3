import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { AutoSavePlansTable } from './autosave-plans-table';
import { EcheanceSettingsForm } from './echeance-settings-form';
import { useEcheanceSettings } from './use-echeances-settings';
import './echeances-settings-page.css';

/**
 * /parameters/operations: when planned operations are due, what autoSave does with
 * the dates missed while the service was stopped, and the planned operations that save themselves.
 */
export default function EcheancesSettingsPage() {
  const { t } = useTranslation();
  const settings = useEcheanceSettings();
  return (
    <>
      <PageHeader
        title={t('screen.parameters.operations')}
        description={t('echeanceSettings.description')}
      />
      <QueryGate queries={[settings]}>
        {() => (
          <div className="echeances-settings">
            <Card title={t('echeanceSettings.section.settings')}>
              <EcheanceSettingsForm settings={settings.data!} />
            </Card>
            <Card title={t('echeanceSettings.section.autoSave')}>
              <p className="echeances-settings__intro">{t('echeanceSettings.autoSave.intro')}</p>
              <AutoSavePlansTable plans={settings.data!.autoSavePlans} />
            </Card>
          </div>
        )}
      </QueryGate>
    </>
  );
}
