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
import { CHART_COLORS } from '../../components/chart-palette';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { FLUCTUATION_LABEL_EVERY, type BalancePoint } from './home-tiles';
import { wholeAmountTick } from '../../components/chart-ticks';

// Loaded on its own (React.lazy): chart.js only downloads with the home's charts.

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

export interface FluctuationChartProps {
  points: readonly BalancePoint[];
  date: (iso: string) => string;
  money: (cents: number) => string;
  label: string;
}

/** The main account's balance day by day, a date under every 5th day (spec 000 §9). */
export default function FluctuationChart({ points, date, money, label }: FluctuationChartProps) {
  // Three dates fit a phone's width without overlapping; seven a large screen's.
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const data = {
    labels: points.map((point) => point.date),
    datasets: [
      {
        data: points.map((point) => point.balance / 100),
        borderColor: CHART_COLORS[0],
        backgroundColor: 'rgb(15 107 92 / 0.08)',
        fill: true,
        pointRadius: 0,
        borderWidth: 2,
      },
    ],
  };
  return (
    <div className="home-chart">
      <Line
        role="img"
        aria-label={label}
        data={data}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          plugins: {
            tooltip: {
              callbacks: {
                title: (items) => date(points[items[0]?.dataIndex ?? 0]?.date ?? ''),
                label: (item) => money(Math.round(item.parsed.y! * 100)),
              },
            },
          },
          scales: {
            x: {
              ticks: {
                autoSkip: true,
                maxRotation: 0,
                maxTicksLimit: small ? 3 : 7,
                callback: (value) => {
                  const day = Number(value);
                  return day % FLUCTUATION_LABEL_EVERY === 0 ? date(points[day]!.date) : null;
                },
              },
            },
            y: { ticks: { callback: wholeAmountTick((units) => money(units * 100)) } },
          },
        }}
      />
    </div>
  );
}
