import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../lib/months';

interface MonthPickerProps {
  label: string;
  /** `yyyy-MM`, or empty while no month is chosen. */
  value: string;
  /** The years offered, in the order shown; the value's own year is added when missing. */
  years: readonly number[];
  onChange: (yearMonth: string) => void;
}

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * A month chosen as a month name and a year, in the interface's language: the browser's own
 * month field speaks the browser's language ("June 2026" on a French screen) and Firefox and
 * Safari have none.
 */
export function MonthPicker({ label, value, years, onChange }: MonthPickerProps) {
  const { t, i18n } = useTranslation();
  const legendId = useId();
  const [year = years[0] ?? new Date().getFullYear(), month = 1] = value
    ? value.split('-').map(Number)
    : [];
  const offered = years.includes(year) ? years : [...years, year];
  return (
    <fieldset className="field month-picker" aria-labelledby={legendId}>
      <legend id={legendId} className="field__label">
        {label}
      </legend>
      <div className="month-picker__controls">
        <select
          className="field__control field__select"
          aria-label={t('ui.monthPicker.month', { label })}
          value={value ? String(month) : ''}
          onChange={(event) => onChange(`${year}-${pad(Number(event.target.value))}`)}
        >
          {!value && <option value="">{t('ui.monthPicker.none')}</option>}
          {monthNames(i18n.language, { capitalised: true }).map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          className="field__control field__select"
          aria-label={t('ui.monthPicker.year', { label })}
          value={String(year)}
          onChange={(event) => onChange(`${event.target.value}-${pad(month)}`)}
        >
          {offered.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
