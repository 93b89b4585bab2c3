import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import type { AnalysisPeriod } from '../../../contract/analysis-period';
import type { AnalysisFilter, FilterDefaults } from './filter-url';
import { AnalysisFilterBar } from './analysis-filter-bar';
import { AnalysisTabs } from './analysis-tabs';
import { useAnalysisAccounts, useAnalysisFilter } from './use-analysis';
import './analysis.css';

export interface ScreenFilter {
  filter: AnalysisFilter;
  period: AnalysisPeriod;
}

interface AnalysisScreenProps {
  titleKey: string;
  defaults?: FilterDefaults;
  actions?: ReactNode;
  /** Drawn once the period is right. */
  children: (chosen: ScreenFilter) => ReactNode;
}

/** An analysis screen: its title, the tabs, the shared filter, then its content. */
export function AnalysisScreen({ titleKey, defaults, actions, children }: AnalysisScreenProps) {
  const { t } = useTranslation();
  const { filter, resolved, today, setFilter } = useAnalysisFilter(defaults);
  const accounts = useAnalysisAccounts();
  return (
    <>
      <PageHeader title={t(titleKey)} actions={actions} />
      <AnalysisTabs />
      <QueryGate queries={[accounts.query]}>
        {() => (
          <>
            <AnalysisFilterBar
              filter={filter}
              resolved={resolved}
              today={today}
              accounts={accounts.accounts}
              onChange={setFilter}
            />
            {'period' in resolved && children({ filter, period: resolved.period })}
          </>
        )}
      </QueryGate>
    </>
  );
}

/** The request fields every screen shares: the period, the accounts, the transfers. */
export function baseParams({ filter, period }: ScreenFilter) {
  return {
    startValueDate: period.start,
    endValueDate: period.end,
    accounts: filter.accounts.length ? filter.accounts.join(',') : undefined,
    withoutTransfer: filter.withoutTransfer ? 'true' : undefined,
  };
}
