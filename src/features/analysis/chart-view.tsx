import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import type { ChartSeries } from './charts/chart-series';
import { TableScroll } from '../../components/table-scroll';

/** The charts, each in a chunk of its own with only the chart.js parts it registers. */
export const PieChart = lazy(() => import('./charts/pie-chart'));
export const BarChart = lazy(() => import('./charts/bar-chart'));
export const LineChart = lazy(() => import('./charts/line-chart'));

interface ChartViewProps<P extends ChartSeries> {
  chart: ComponentType<P>;
  props: P;
  title: string;
}

/** A chart with its figures as a table: shown on request, always there for screen readers. */
export function ChartView<P extends ChartSeries>({
  chart: Chart,
  props,
  title,
}: ChartViewProps<P>) {
  const { t } = useTranslation();
  return (
    <figure className="analysis-figure">
      <figcaption>{title}</figcaption>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Chart {...props} />
      </Suspense>
      <details className="analysis-figure__table">
        <summary>{t('analysis.chart.table')}</summary>
        <TableScroll label={title}>
          <table className="table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('analysis.chart.label')}</th>
                {props.series.map((one) => (
                  <th key={one.label} scope="col" className="table__cell--end">
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.labels.map((label, i) => (
                <tr key={`${label}-${i}`}>
                  <th scope="row">{label}</th>
                  {props.series.map((one) => (
                    <td key={one.label} className="table__cell--end">
                      {props.money(one.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}
