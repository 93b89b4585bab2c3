import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import type { ForecastDto, ForecastLine } from '../../../contract/forecast';
import { amountClass } from '../../components/amount';
import { EmptyState } from '../../components/empty-state';
import { Table, type Column } from '../../components/table';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { categoryText, payeeText, type Money } from './forecast-labels';
import { OccurrenceState } from './occurrence-state';

interface ForecastTableProps {
  forecast: ForecastDto;
  money: Money;
  caption: string;
  /** Shows each line's account (views of several accounts). */
  withAccount: boolean;
}

/** The lines of a view with the cumulative amount, then the totals. */
export function ForecastTable({ forecast, money, caption, withAccount }: ForecastTableProps) {
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  if (forecast.lines.length === 0) return <EmptyState title={t('forecast.empty')} />;
  const currencyOf = (line: ForecastLine) => line.account?.currency.currencyId;
  const columns: Column<ForecastLine>[] = [
    {
      key: 'date',
      priority: 'essential',
      header: t('forecast.column.date'),
      render: (l) => formatIsoDate(l.date, small),
    },
    {
      key: 'payee',
      priority: 'essential',
      header: t('forecast.column.payee'),
      render: (l) => payeeText(l, t),
    },
    {
      key: 'category',
      priority: 'detail',
      header: t('forecast.column.category'),
      render: (l) => categoryText(l, t),
    },
    ...(withAccount
      ? [
          {
            key: 'account',
            priority: 'detail' as const,
            header: t('forecast.column.account'),
            render: (l: ForecastLine) => l.account?.name ?? '',
          },
        ]
      : []),
    {
      key: 'amount',
      priority: 'essential',
      header: t('forecast.column.amount'),
      align: 'end',
      render: (l) => (
        <span className={amountClass(l.amount)}>{money(l.amount, currencyOf(l))}</span>
      ),
    },
    {
      key: 'cumulative',
      priority: 'essential',
      header: t('forecast.column.cumulative'),
      align: 'end',
      render: (l) => <span className={amountClass(l.cumulative)}>{money(l.cumulative)}</span>,
    },
    {
      key: 'state',
      priority: 'normal',
      header: t('forecast.column.state'),
      render: (l) => <OccurrenceState line={l} />,
    },
  ];
  const { totals } = forecast;
  return (
    <>
      <Table
        caption={caption}
        captionHidden
        columns={columns}
        rows={forecast.lines}
        rowLabel={(l) => `${formatIsoDate(l.date, small)} ${payeeText(l, t)}`}
        rowKey={(l) => `${l.real ? 'r' : 'p'}-${l.real ? l.operationId : l.idEcheance}-${l.date}`}
        smallScreen="stack"
      />
      <dl className="forecast-totals">
        <div>
          <dt>{t('forecast.totals.planned')}</dt>
          <dd className={amountClass(totals.planned)}>{money(totals.planned)}</dd>
        </div>
        <div>
          <dt>{t('forecast.totals.real')}</dt>
          <dd className={amountClass(totals.real)}>{money(totals.real)}</dd>
        </div>
        <div>
          <dt>{t('forecast.totals.total')}</dt>
          <dd className={amountClass(totals.total)}>{money(totals.total)}</dd>
        </div>
      </dl>
    </>
  );
}
