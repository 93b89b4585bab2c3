import {
  Chart as ChartJS,
  Filler,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { dayNumber, isoOfDayNumber } from '../../../contract/dates';
import type { BalancePoint } from '../../../contract/forecast';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { wholeAmountTick } from '../../components/chart-ticks';

// Loaded on its own (React.lazy in projection-panel.tsx): chart.js only downloads with a curve.

ChartJS.register(LinearScale, PointElement, LineElement, Filler, Tooltip);

export interface ProjectionChartProps {
  points: readonly BalancePoint[];
  lowest: BalancePoint;
  /** Formats a date and cents as the page does. */
  date: (iso: string) => string;
  money: (cents: number) => string;
  /** What the curve says, for screen readers (the canvas itself says nothing). */
  label: string;
}

const ACCENT = '#0f6b5c';
const DANGER = '#b3261e';
const isoOf = (day: number) => isoOfDayNumber(Math.round(day));

/** The projected balance as a stepped line, the lowest point marked in red. */
export default function ProjectionChart({
  points,
  lowest,
  date,
  money,
  label,
}: ProjectionChartProps) {
  // Three dates fit a phone's width without overlapping; six a large screen's.
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const data = {
    datasets: [
      {
        data: points.map((point) => ({ x: dayNumber(point.date), y: point.balance / 100 })),
        stepped: true as const,
        borderColor: ACCENT,
        backgroundColor: 'rgb(15 107 92 / 0.08)',
        fill: true,
        pointRadius: points.map((point) => (point.date === lowest.date ? 5 : 2)),
        pointBackgroundColor: points.map((point) => (point.date === lowest.date ? DANGER : ACCENT)),
      },
    ],
  };
  return (
    <div className="projection-chart">
      <Line
        role="img"
        aria-label={label}
        data={data}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            tooltip: {
              callbacks: {
                title: (items) => date(isoOf(items[0]?.parsed.x ?? 0)),
                label: (item) => money(Math.round(item.parsed.y! * 100)),
              },
            },
          },
          scales: {
            // Days on a linear axis, so the steps sit where they happen in time.
            x: {
              type: 'linear',
              min: dayNumber(points[0]?.date ?? lowest.date),
              max: dayNumber(points.at(-1)?.date ?? lowest.date),
              ticks: {
                maxRotation: 0,
                maxTicksLimit: small ? 3 : 6,
                callback: (value) => date(isoOf(Number(value))),
              },
            },
            y: { ticks: { callback: wholeAmountTick((units) => money(units * 100)) } },
          },
        }}
      />
    </div>
  );
}
