import { useTranslation } from 'react-i18next';
import type { Cents } from '../../../../contract/money';
import type { ListSummary } from './list-summary';

interface BalanceSummariesProps {
  summary: ListSummary;
  /** Initial balance plus every pointed operation; undefined while it loads. */
  pointed: Cents | undefined;
  money: (cents: Cents) => string;
}

/** The four figures above the list (spec 001 §2 "balance summaries"). */
export function BalanceSummaries({ summary, pointed, money }: BalanceSummariesProps) {
  const { t } = useTranslation();
  const figures = [
    { key: 'start', label: t('operations.list.summary.start'), value: summary.start },
    { key: 'end', label: t('operations.list.summary.end'), value: summary.end },
    { key: 'pointed', label: t('operations.list.summary.pointed'), value: pointed },
    {
      key: 'toCome',
      label: t('operations.list.summary.toCome', { count: summary.toComeCount }),
      value: summary.toCome,
    },
  ];
  return (
    <section>
      <h2 className="sr-only">{t('operations.list.summary.title')}</h2>
      <dl className="operations-summary">
        {figures.map(({ key, label, value }) => (
          <div key={key} className="operations-summary__item">
            <dt>{label}</dt>
            <dd className={value !== undefined && value < 0 ? 'amount--negative' : undefined}>
              {value === undefined ? '…' : money(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
