import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { CHART_COLORS } from '../../../components/chart-palette';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../../components/use-media-query';
import type { ChartSeries } from './chart-series';
import { wholeAmountTick } from '../../../components/chart-ticks';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

interface BarChartProps extends ChartSeries {
  stacked?: boolean;
  /** Taller, for many bars (002 §9: the movement chart above 3 bars). */
  maximised?: boolean;
}

/** Bars per label, one colour per series; a phone turns them sideways so labels fit. */
export default function BarChart({
  labels,
  series,
  money,
  label,
  stacked,
  maximised,
}: BarChartProps) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const horizontal = small && !stacked;
  const valueAxis = {
    stacked: Boolean(stacked),
    ticks: {
      maxTicksLimit: small ? 4 : 8,
      callback: wholeAmountTick(money),
    },
  };
  const labelAxis = {
    stacked: Boolean(stacked),
    ticks: { autoSkip: true, maxRotation: small ? 60 : 0 },
  };
  return (
    <div className={`analysis-chart${maximised ? ' analysis-chart--maximised' : ''}`}>
      <Bar
        role="img"
        aria-label={label}
        data={{
          labels: [...labels],
          datasets: series.map((one, i) => ({
            label: one.label,
            data: [...one.values],
            backgroundColor: one.color ?? CHART_COLORS[i % CHART_COLORS.length],
          })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          indexAxis: horizontal ? 'y' : 'x',
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: {
              callbacks: { label: (item) => ` ${item.dataset.label}: ${money(Number(item.raw))}` },
            },
          },
          scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
        }}
      />
    </div>
  );
}
