import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../contract/analysis';
import { Tile } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { ChartTable } from './chart-table';
import { topCategories, type CategorySlice } from './home-tiles';
import type { HomeFormat } from './use-home-format';

const CategoriesChart = lazy(() => import('./categories-chart'));

interface TopCategoriesTileProps {
  result: AnalysisResult;
  format: HomeFormat;
}

/** Last month's biggest expenses by category, as many as the chart palette has colours. */
export function TopCategoriesTile({ result, format }: TopCategoriesTileProps) {
  const { t } = useTranslation();
  const slices = topCategories(result);
  const money = (cents: number) => format.money(cents, result.currency);
  const nameOf = (slice: CategorySlice) => slice.name ?? t('home.categories.undefined');
  return (
    <Tile title={t('home.categories.title')}>
      {slices.length === 0 ? (
        <p>{t('home.categories.none')}</p>
      ) : (
        <>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <CategoriesChart
              names={slices.map(nameOf)}
              amounts={slices.map((slice) => slice.amount)}
              money={money}
              label={t('home.categories.chart')}
            />
          </Suspense>
          <ChartTable<CategorySlice>
            caption={t('home.categories.chart')}
            columns={[
              { key: 'name', header: t('home.column.category'), render: nameOf },
              {
                key: 'amount',
                header: t('home.column.amount'),
                align: 'end',
                render: (slice) => money(slice.amount),
              },
            ]}
            rows={slices}
            rowKey={nameOf}
          />
        </>
      )}
    </Tile>
  );
}
