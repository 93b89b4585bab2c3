import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WHOLE_YEAR,
  stepPeriod,
  yearList,
  type ListPeriod,
} from '../../../../contract/operations-period';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';
import { monthNames } from '../../../lib/months';
import { currentPeriod } from './list-period';

interface PeriodNavProps {
  period: ListPeriod;
  onChange: (period: ListPeriod) => void;
}

/** Month and year lists (month -1: the whole year), previous, next and this month (spec 001 §2). */
export function PeriodNav({ period, onChange }: PeriodNavProps) {
  const { t, i18n } = useTranslation();
  const months = useMemo(
    () => [
      { value: String(WHOLE_YEAR), label: t('operations.list.wholeYear') },
      ...monthNames(i18n.language, { capitalised: true }).map((label, index) => ({
        value: String(index + 1),
        label,
      })),
    ],
    [t, i18n.language],
  );
  const years = useMemo(() => {
    const list = yearList();
    if (!list.includes(period.year)) list.push(period.year);
    return list.map((year) => ({ value: String(year), label: String(year) }));
  }, [period.year]);
  const wholeYear = period.month === WHOLE_YEAR;

  return (
    <div className="operations-period" role="group" aria-label={t('operations.list.period')}>
      <Button onClick={() => onChange(stepPeriod(period, -1))}>
        <span aria-hidden="true">‹ </span>
        {t(wholeYear ? 'operations.list.previousYear' : 'operations.list.previousMonth')}
      </Button>
      <Select
        label={t('operations.list.month')}
        options={months}
        value={String(period.month)}
        onChange={(event) => onChange({ ...period, month: Number(event.target.value) })}
      />
      <Select
        label={t('operations.list.year')}
        options={years}
        value={String(period.year)}
        onChange={(event) => onChange({ ...period, year: Number(event.target.value) })}
      />
      <Button onClick={() => onChange(stepPeriod(period, 1))}>
        {t(wholeYear ? 'operations.list.nextYear' : 'operations.list.nextMonth')}
        <span aria-hidden="true"> ›</span>
      </Button>
      <Button variant="link" onClick={() => onChange(currentPeriod())}>
        {t('operations.list.thisMonth')}
      </Button>
    </div>
  );
}
