import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnalysisResult } from '../../../contract/analysis';
import { Tile } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { ChartTable } from './chart-table';
import { FLUCTUATION_LABEL_EVERY, fluctuationPoints, type BalancePoint } from './home-tiles';
import type { HomeFormat } from './use-home-format';

const FluctuationChart = lazy(() => import('./fluctuation-chart'));

interface MainAccountProps {
  result: AnalysisResult;
  format: HomeFormat;
}

/** The main account's name and currency: its line of the fluctuation; null when none is chosen. */
export function mainAccountOf(result: AnalysisResult) {
  const line = result.details.find((node) => node.group === 'ACCOUNT');
  return line
    ? { name: line.groupValue.name ?? '', currency: line.currency ?? result.currency }
    : null;
}

export function BalanceTile({ result, format }: MainAccountProps) {
  const { t } = useTranslation();
  const account = mainAccountOf(result)!;
  const balance = fluctuationPoints(result).at(-1)?.balance ?? 0;
  return (
    <Tile
      title={t('home.balance.title')}
      value={format.money(balance, account.currency)}
      footer={account.name}
    />
  );
}

export function FluctuationTile({ result, format }: MainAccountProps) {
  const { t } = useTranslation();
  const account = mainAccountOf(result)!;
  const points = fluctuationPoints(result);
  const money = (cents: number) => format.money(cents, account.currency);
  const labelled = points.filter(
    (_point, index) => index % FLUCTUATION_LABEL_EVERY === 0 || index === points.length - 1,
  );
  return (
    <Tile title={t('home.fluctuation.title')}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <FluctuationChart
          points={points}
          date={format.date}
          money={money}
          label={t('home.fluctuation.chart', { account: account.name })}
        />
      </Suspense>
      <ChartTable<BalancePoint>
        caption={t('home.fluctuation.chart', { account: account.name })}
        columns={[
          {
            key: 'date',
            header: t('home.column.date'),
            render: (point) => format.date(point.date),
          },
          {
            key: 'balance',
            header: t('home.column.balance'),
            align: 'end',
            render: (point) => money(point.balance),
          },
        ]}
        rows={labelled}
        rowKey={(point) => point.date}
      />
    </Tile>
  );
}

/** Spec 000 §2: without a main account, the balance and fluctuation tiles give way to this. */
export function SelectMainAccountTile() {
  const { t } = useTranslation();
  return (
    <Tile title={t('home.mainAccount.title')}>
      <p>{t('home.mainAccount.text')}</p>
      <Link to="/parameters">{t('home.mainAccount.link')}</Link>
    </Tile>
  );
}
