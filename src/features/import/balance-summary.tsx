import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import type { ImportReportDto } from '../../../contract/import';
import { formatCents } from '../../../contract/money';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

/** Before incorporating: the balance now, after import, the file's closing balance and the gap. */
export function BalanceSummary({ report }: { report: ImportReportDto }) {
  const { t, i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const { balance, closing } = report;
  if (!balance || !report.account) return null;
  const money = (cents: number) => formatCents(cents, report.account!.currency, i18n.language);
  const gap = balance.gap;
  return (
    <section className="balance-summary" aria-labelledby="balance-summary-title">
      <h2 id="balance-summary-title" className="balance-summary__title">
        {t('importScreen.balance.title')}
      </h2>
      <dl className="balance-summary__figures">
        <Figure label={t('importScreen.balance.current')} value={money(balance.current)} />
        <Figure label={t('importScreen.balance.after')} value={money(balance.afterImport)} />
        {closing && (
          <Figure
            label={
              closing.date
                ? t('importScreen.balance.closingOn', { date: formatIsoDate(closing.date, small) })
                : t('importScreen.balance.closing')
            }
            value={money(closing.amount)}
          />
        )}
        {gap !== null && (
          <Figure label={t('importScreen.balance.gap')} value={money(gap)} warn={gap !== 0} />
        )}
      </dl>
      {gap !== null && gap !== 0 && (
        <p className="balance-summary__warning">{t('importScreen.balance.gapWarning')}</p>
      )}
    </section>
  );
}

function Figure({ label, value, warn = false }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className={`balance-summary__figure${warn ? ' balance-summary__figure--warn' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
