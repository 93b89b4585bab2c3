import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../contract/money';
import type { NetWorth } from '../../../contract/net-worth';
import { CHART_COLORS } from '../../components/chart-palette';
import { ChartView, LineChart } from './chart-view';
import { monthLabel } from './month-label';

/** Labels every year past two years of points, else every month. */
const labelStepOf = (points: number) => (points > 24 ? 12 : 1);

/**
 * The converted total month by month, and each currency's share of it (its accounts converted at
 * the month's rate); a table gives the same figures.
 */
export function NetWorthChart({ worth }: { worth: NetWorth }) {
  const { t, i18n } = useTranslation();
  const currencies = [
    ...new Set(worth.points.flatMap((p) => p.parts.map((part) => part.currency))),
  ];
  const units = (cents: number) => cents / 100;
  const share = (currency: string) =>
    worth.points.map((point) =>
      units(point.parts.find((part) => part.currency === currency)?.converted ?? 0),
    );
  const series = [
    { label: t('netWorth.total'), values: worth.points.map((p) => units(p.total)) },
    ...(currencies.length > 1
      ? currencies.map((currency) => ({
          label: t('netWorth.share', { currency }),
          values: share(currency),
        }))
      : []),
  ].map((one, i) => ({ ...one, color: CHART_COLORS[i % CHART_COLORS.length] }));
  const title = t('netWorth.chart', { currency: worth.currency });
  return (
    <ChartView
      chart={LineChart}
      title={title}
      props={{
        labels: worth.points.map((point) => monthLabel(point.day.slice(0, 7), i18n.language)),
        series,
        money: (value: number) =>
          formatCents(Math.round(value * 100), worth.currency, i18n.language),
        label: title,
        labelStep: labelStepOf(worth.points.length),
      }}
    />
  );
}
