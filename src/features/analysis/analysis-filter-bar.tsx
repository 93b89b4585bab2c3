import { useTranslation } from 'react-i18next';
import type { AccountDto } from '../../../contract/account-dtos';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Select } from '../../components/select';
import type { AnalysisFilter } from './filter-url';
import { AccountPicker } from './account-picker';
import { FILTER_MODES, type FilterMode, type Resolved } from './period-filter';
import { PeriodFields } from './period-fields';
import { stepFilter, switchMode } from './period-transitions';
import './analysis.css';

interface AnalysisFilterBarProps {
  filter: AnalysisFilter;
  resolved: Resolved;
  today: string;
  accounts: readonly AccountDto[];
  onChange: (next: AnalysisFilter) => void;
}

/** The period, accounts and transfers every analysis screen reads; a wrong period says why. */
export function AnalysisFilterBar({
  filter,
  resolved,
  today,
  accounts,
  onChange,
}: AnalysisFilterBarProps) {
  const { t } = useTranslation();
  const period = filter.period;
  const setPeriod = (next: typeof period) => onChange({ ...filter, period: next });
  const step = (by: -1 | 1) => setPeriod(stepFilter(period, by, today));
  return (
    <form
      className="analysis-filter"
      aria-label={t('analysis.filter.title')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="analysis-filter__row">
        <Button
          variant="secondary"
          aria-label={t('analysis.filter.previous')}
          onClick={() => step(-1)}
        >
          ‹
        </Button>
        <Select
          label={t('analysis.filter.mode')}
          value={period.mode}
          onChange={(event) =>
            setPeriod(switchMode(period, event.target.value as FilterMode, today))
          }
          options={FILTER_MODES.map((mode) => ({
            value: mode,
            label: t(`analysis.filter.mode.${mode}`),
          }))}
        />
        <PeriodFields value={period} today={today} onChange={setPeriod} />
        <Button variant="secondary" aria-label={t('analysis.filter.next')} onClick={() => step(1)}>
          ›
        </Button>
      </div>
      <div className="analysis-filter__row">
        <AccountPicker
          accounts={accounts}
          chosen={filter.accounts}
          onChange={(ids) => onChange({ ...filter, accounts: ids })}
        />
        <Checkbox
          label={t('analysis.filter.transfers')}
          checked={!filter.withoutTransfer}
          onChange={(event) => onChange({ ...filter, withoutTransfer: !event.target.checked })}
        />
      </div>
      {'error' in resolved && (
        <Alert variant="warning">
          <p>{t(resolved.error)}</p>
        </Alert>
      )}
    </form>
  );
}
