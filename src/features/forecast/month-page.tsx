import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import { AccountSelector } from '../../components/account-selector';
import { AccountSelectorEntry } from '../../components/selector-values';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useAccountChoices } from '../settings/use-settings';
import { numberParam, PlanFilters, useForecastView, useMoney } from './forecast-filters';
import { ForecastTable } from './forecast-table';
import { ForecastTabs } from './forecast-tabs';
import { MonthNav, monthParam } from './month-nav';
import { ProjectionPanel } from './projection-panel';
import { useForecastMonth } from './use-forecast';
import './forecast.css';

/**
 * /previsionnel/month (spec 001 §2): a 2-month period, one account or all, budget filter,
 * previous / next / current month.
 */
export default function MonthPage() {
  const { t } = useTranslation();
  const view = useForecastView();
  const { params, setParam, budgetId, integration } = view;
  const yearMonth = monthParam(params);
  const accountId = numberParam(params, 'accountId');
  const accounts = useAccountChoices();
  const forecast = useForecastMonth({ yearMonth, accountId, budgetId, integration });
  const money = useMoney(accounts.data ?? [], accountId);

  return (
    <>
      <PageHeader
        title={t('screen.previsionnel.month')}
        description={t('forecast.month.description')}
      />
      <ForecastTabs />
      <div className="forecast-toolbar">
        <MonthNav yearMonth={yearMonth} onChange={(month) => setParam('month', month)} />
        <AccountSelector
          label={t('forecast.filter.account')}
          accounts={accounts.data ?? []}
          includeAll
          value={accountId ?? AccountSelectorEntry.all}
          onChange={(id) => setParam('accountId', typeof id === 'number' ? String(id) : null)}
        />
        <PlanFilters view={view} />
      </div>
      <QueryGate queries={[accounts, forecast]}>
        {() => (
          <ForecastTable
            forecast={forecast.data!}
            money={money}
            caption={t('forecast.month.caption', {
              from: formatIsoDate(forecast.data!.startDate, false),
              to: formatIsoDate(forecast.data!.endDate, false),
            })}
            withAccount={accountId === null}
          />
        )}
      </QueryGate>
      <ProjectionPanel accountId={accountId} money={money} />
    </>
  );
}
