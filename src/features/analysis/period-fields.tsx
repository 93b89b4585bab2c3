import { useTranslation } from 'react-i18next';
import { WHOLE_YEAR } from '../../../contract/operations-period';
import { DateInput } from '../../components/date-input';
import { MonthPicker } from '../../components/month-picker';
import { Select } from '../../components/select';
import { monthName as nameOfMonth } from '../../lib/months';
import {
  LAST_PERIODS,
  PREDEFINED_MONTHS,
  filterYears,
  type LastPeriod,
  type PeriodFilter,
  type Predefined,
} from './period-filter';

interface PeriodFieldsProps {
  value: PeriodFilter;
  today: string;
  onChange: (next: PeriodFilter) => void;
}

const MONTHS = [WHOLE_YEAR, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The fields the period's mode reads: year and month, a predefined length, or dates. */
export function PeriodFields({ value, today, onChange }: PeriodFieldsProps) {
  const { t, i18n } = useTranslation();
  const set = (fields: Partial<PeriodFilter>) => onChange({ ...value, ...fields });
  const monthName = (month: number) =>
    month === WHOLE_YEAR
      ? t('analysis.filter.wholeYear')
      : nameOfMonth(month, i18n.language, { capitalised: true });
  const years = filterYears(today);
  const year = (
    <Select
      label={t('analysis.filter.year')}
      value={String(value.year)}
      onChange={(event) => set({ year: Number(event.target.value) })}
      options={years.map((y) => ({ value: String(y), label: String(y) }))}
    />
  );
  const monthField = (label: string, field: 'start' | 'end') => (
    <MonthPicker
      label={label}
      value={value[field]}
      years={years}
      onChange={(yearMonth) => set({ [field]: yearMonth })}
    />
  );
  switch (value.mode) {
    case 'MONTH':
      return (
        <>
          {year}
          <Select
            label={t('analysis.filter.month')}
            value={String(Math.max(value.month, value.month === WHOLE_YEAR ? WHOLE_YEAR : 1))}
            onChange={(event) => set({ month: Number(event.target.value) })}
            options={MONTHS.map((m) => ({ value: String(m), label: monthName(m) }))}
          />
        </>
      );
    case 'YEAR':
      return year;
    case 'PREDEFINED':
      return (
        <>
          <Select
            label={t('analysis.filter.length')}
            value={value.predefined}
            onChange={(event) => set({ predefined: event.target.value as Predefined })}
            options={Object.keys(PREDEFINED_MONTHS).map((key) => ({
              value: key,
              label: t(`analysis.filter.predefined.${key}`),
            }))}
          />
          {monthField(t('analysis.filter.from'), 'start')}
        </>
      );
    case 'PREDEFINED_LAST_PERIODS':
      return (
        <Select
          label={t('analysis.filter.last')}
          value={value.last}
          onChange={(event) => set({ last: event.target.value as LastPeriod })}
          options={Object.keys(LAST_PERIODS).map((key) => ({
            value: key,
            label: t(`analysis.filter.last.${key}`),
          }))}
        />
      );
    case 'CUSTOM':
      return (
        <>
          <DateInput
            label={t('analysis.filter.start')}
            value={value.start}
            onChange={(start) => set({ start: start ?? '' })}
          />
          <DateInput
            label={t('analysis.filter.end')}
            value={value.end}
            onChange={(end) => set({ end: end ?? '' })}
          />
        </>
      );
    case 'MIXED':
      return (
        <>
          {monthField(t('analysis.filter.start'), 'start')}
          {monthField(t('analysis.filter.end'), 'end')}
        </>
      );
  }
}
