import { useTranslation } from 'react-i18next';
import { addMonths, FORECAST_PERIOD_LENGTHS } from '../../../contract/forecast';
import { toIsoDate } from '../../../contract/dates';
import { Button } from '../../components/button';
import { yearMonthName } from '../../lib/months';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const currentMonth = () => toIsoDate(new Date()).slice(0, 7);

/** The first month of the period: `month` of the address, else this month. */
export function monthParam(params: URLSearchParams): string {
  const month = params.get('month') ?? '';
  return YEAR_MONTH.test(month) ? month : currentMonth();
}

interface MonthNavProps {
  yearMonth: string;
  onChange: (yearMonth: string | null) => void;
}

/** The 2-month period shown, previous and next month, back to the current month. */
export function MonthNav({ yearMonth, onChange }: MonthNavProps) {
  const { t, i18n } = useTranslation();
  const last = addMonths(yearMonth, FORECAST_PERIOD_LENGTHS.default - 1);
  return (
    <div className="forecast-period" role="group" aria-label={t('forecast.month.period')}>
      <Button onClick={() => onChange(addMonths(yearMonth, -1))}>
        <span aria-hidden="true">‹ </span>
        {t('forecast.month.previous')}
      </Button>
      <p className="forecast-period__label" aria-live="polite">
        {t('forecast.month.range', {
          from: yearMonthName(yearMonth, i18n.language, { capitalised: true }),
          to: yearMonthName(last, i18n.language),
        })}
      </p>
      <Button onClick={() => onChange(addMonths(yearMonth, 1))}>
        {t('forecast.month.next')}
        <span aria-hidden="true"> ›</span>
      </Button>
      <Button variant="link" onClick={() => onChange(null)} disabled={yearMonth === currentMonth()}>
        {t('forecast.month.current')}
      </Button>
    </div>
  );
}
