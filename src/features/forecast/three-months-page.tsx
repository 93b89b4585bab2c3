import { useTranslation } from 'react-i18next';
import { addMonthsToDate } from '../../../contract/forecast';
import { toIsoDate } from '../../../contract/dates';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useAccountChoices } from '../settings/use-settings';
import { PlanFilters, useForecastView, useMoney } from './forecast-filters';
import { ForecastTable } from './forecast-table';
import { ForecastTabs } from './forecast-tabs';
import { ProjectionPanel } from './projection-panel';
import { useForecast } from './use-forecast';
import './forecast.css';

/** /previsionnel/threeMonths (spec 001 §2): today to three months ahead, budget filter, cumulative. */
export default function ThreeMonthsPage() {
  const { t } = useTranslation();
  const view = useForecastView();
  const { budgetId, integration } = view;
  const startDate = toIsoDate(new Date());
  const endDate = addMonthsToDate(startDate, 3);
  const accounts = useAccountChoices();
  const forecast = useForecast({ startDate, endDate, budgetId, integration });
  const money = useMoney(accounts.data ?? []);

  return (
    <>
      <PageHeader
        title={t('screen.previsionnel.threeMonths')}
        description={t('forecast.threeMonths.description')}
      />
      <ForecastTabs />
      <div className="forecast-toolbar">
        <PlanFilters view={view} />
      </div>
      <QueryGate queries={[accounts, forecast]}>
        {() => (
          <ForecastTable
            forecast={forecast.data!}
            money={money}
            caption={t('forecast.threeMonths.caption')}
            withAccount
          />
        )}
      </QueryGate>
      <ProjectionPanel accountId={null} money={money} />
    </>
  );
}
