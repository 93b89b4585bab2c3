import {
  CategoryScale,
  Chart as ChartJS,
  Filler,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { BalancePoint } from '../../../contract/forecast';

// Loaded on its own (React.lazy in projection-panel.tsx): chart.js only downloads with a curve.

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

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

/** The projected balance as a stepped line, the lowest point marked in red. */
export default function ProjectionChart({
  points,
  lowest,
  date,
  money,
  label,
}: ProjectionChartProps) {
  const data = {
    labels: points.map((point) => date(point.date)),
    datasets: [
      {
        data: points.map((point) => point.balance / 100),
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
            tooltip: { callbacks: { label: (item) => money(Math.round(item.parsed.y! * 100)) } },
          },
          scales: {
            x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 6 } },
            y: { ticks: { callback: (value) => money(Math.round(Number(value) * 100)) } },
          },
        }}
      />
    </div>
  );
}
