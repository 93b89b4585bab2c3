import { useTranslation } from 'react-i18next';
import type { Cents } from '../../../../contract/money';
import { stepPeriod, WHOLE_YEAR, type ListPeriod } from '../../../../contract/operations-period';
import { Button } from '../../../components/button';

interface CompactBarProps {
  period: ListPeriod;
  onPeriod: (period: ListPeriod) => void;
  end: Cents;
  money: (cents: Cents) => string;
  onActions: () => void;
}

/** Phones: the period, the end-of-period balance and one Actions button, so the list starts high. */
export function CompactBar({ period, onPeriod, end, money, onActions }: CompactBarProps) {
  const { t, i18n } = useTranslation();
  const wholeYear = period.month === WHOLE_YEAR;
  const name = wholeYear
    ? String(period.year)
    : new Intl.DateTimeFormat(i18n.language, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(period.year, period.month - 1, 1)));
  return (
    <div className="operations-compact">
      <div
        className="operations-compact__period"
        role="group"
        aria-label={t('operations.list.period')}
      >
        <Button onClick={() => onPeriod(stepPeriod(period, -1))}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">
            {t(wholeYear ? 'operations.list.previousYear' : 'operations.list.previousMonth')}
          </span>
        </Button>
        <span className="operations-compact__name">{name}</span>
        <Button onClick={() => onPeriod(stepPeriod(period, 1))}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">
            {t(wholeYear ? 'operations.list.nextYear' : 'operations.list.nextMonth')}
          </span>
        </Button>
      </div>
      <p className="operations-compact__balance">
        <span className="operations-compact__label">{t('operations.list.summary.end')}</span>{' '}
        <span className={end < 0 ? 'amount--negative' : undefined}>{money(end)}</span>
      </p>
      <Button variant="primary" aria-haspopup="dialog" onClick={onActions}>
        {t('operations.list.actions')}
      </Button>
    </div>
  );
}
