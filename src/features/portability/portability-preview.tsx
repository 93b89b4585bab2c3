import { useTranslation } from 'react-i18next';
import type { CurrencyDto } from '../../../contract/settings';
import { formatCents } from '../../../contract/money';
import { formatIsoDate } from '../../../contract/dates';
import type { PortabilitySummary } from '../../../contract/portability-summary';

const KINDS = [
  'accounts',
  'operations',
  'banks',
  'categories',
  'payees',
  'tags',
  'plannedOperations',
  'budgets',
] as const;

/** What an import would create: counts per kind, the period, and each account's balance. */
export function PortabilityPreview({
  summary,
  currencies,
}: {
  summary: PortabilitySummary;
  currencies: CurrencyDto[];
}) {
  const { t, i18n } = useTranslation();
  const code = (id: number) => currencies.find((c) => c.currencyId === id)?.abrv ?? 'EUR';
  return (
    <section className="portability-preview" aria-label={t('portability.preview.title')}>
      <h3 className="portability-preview__title">{t('portability.preview.title')}</h3>
      <dl className="portability-preview__counts">
        {KINDS.map((kind) => (
          <div key={kind}>
            <dt>{t(`portability.kind.${kind}`)}</dt>
            <dd>{summary.counts[kind].toLocaleString(i18n.language)}</dd>
          </div>
        ))}
      </dl>
      {summary.firstDate && summary.lastDate && (
        <p>
          {t('portability.preview.period', {
            from: formatIsoDate(summary.firstDate, false),
            to: formatIsoDate(summary.lastDate, false),
          })}
        </p>
      )}
      {summary.balances.length > 0 && (
        <table className="portability-preview__balances">
          <thead>
            <tr>
              <th scope="col">{t('portability.preview.account')}</th>
              <th scope="col">{t('portability.preview.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.balances.map((account, i) => (
              <tr key={i}>
                <td>{account.name}</td>
                <td className="portability-preview__amount">
                  {formatCents(account.balance, code(account.currencyId), i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
