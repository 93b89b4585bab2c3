import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../../components/use-media-query';
import type { ChartSeries } from './chart-series';
import { wholeAmountTick } from '../../../components/chart-ticks';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

interface LineChartProps extends ChartSeries {
  /** Every how many labels one is written (002 §9: 30, 15 or 1 days). */
  labelStep: number;
}

/** Lines over days; only every `labelStep`-th day is written under the axis. */
export default function LineChart({ labels, series, money, label, labelStep }: LineChartProps) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return (
    <div className="analysis-chart">
      <Line
        role="img"
        aria-label={label}
        data={{
          labels: [...labels],
          datasets: series.map((one) => ({
            label: one.label,
            data: [...one.values],
            borderColor: one.color,
            backgroundColor: one.color,
            pointRadius: 0,
            borderWidth: 2,
          })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: {
              callbacks: { label: (item) => ` ${item.dataset.label}: ${money(Number(item.raw))}` },
            },
          },
          scales: {
            x: {
              // The step of 002 §9 picks the days that may carry a date; autoSkip then drops
              // some more when they would still overlap on a narrow screen.
              afterBuildTicks: (scale) => {
                scale.ticks = scale.ticks.filter((_tick, index) => index % labelStep === 0);
              },
              ticks: {
                autoSkip: true,
                maxRotation: 0,
                maxTicksLimit: small ? 3 : 8,
                callback: (value) => labels[Number(value)] ?? '',
              },
            },
            y: { ticks: { maxTicksLimit: 6, callback: wholeAmountTick(money) } },
          },
        }}
      />
    </div>
  );
}
