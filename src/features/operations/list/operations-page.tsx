import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSelector } from '../../../components/account-selector';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryGate } from '../../../components/query-gate';
import { useAccountChoices, usePreferences } from '../../settings/use-settings';
import { ListPreferences } from './list-preferences';
import { chooseAccount, useListLocation } from './list-state';
import { OperationsView } from './operations-view';
import { PeriodNav } from './period-nav';
import './operations-list.css';
import './operations-list-phone.css';
import './operations-grid.css';

/** /operations?accountId=… (spec 001 §2): one account, one month or a whole year. */
export default function OperationsPage() {
  const { t } = useTranslation();
  const accounts = useAccountChoices();
  const preferences = usePreferences();
  const location = useListLocation();

  return (
    <QueryGate queries={[accounts, preferences]}>
      {() => {
        const prefs = preferences.data!;
        const account = chooseAccount(accounts.data!, location.accountId, prefs.mainAccount);
        if (!account) {
          return (
            <>
              <PageHeader title={t('screen.operations')} />
              <EmptyState
                title={t('operations.list.noAccount')}
                action={<Link to="/parameters/accounts">{t('operations.list.createAccount')}</Link>}
              />
            </>
          );
        }
        return (
          <OperationsView
            key={account.accountId}
            account={account}
            period={location.period}
            preferences={prefs}
            onPeriod={location.setPeriod}
            toolbar={
              <div className="operations-toolbar">
                <AccountSelector
                  label={t('operations.list.account')}
                  accounts={accounts.data!}
                  value={account.accountId}
                  onChange={(id) => typeof id === 'number' && location.setAccount(id)}
                />
                <PeriodNav period={location.period} onChange={location.setPeriod} />
                <ListPreferences preferences={prefs} />
              </div>
            }
          />
        );
      }}
    </QueryGate>
  );
}
