import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { CHART_COLORS } from '../../components/chart-palette';
import { wholeAmountTick } from '../../components/chart-ticks';

// Loaded on its own (React.lazy): chart.js only downloads with the home's charts.

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface CategoriesChartProps {
  names: readonly string[];
  /** Spent, positive cents. */
  amounts: readonly number[];
  money: (cents: number) => string;
  label: string;
}

/** Horizontal bars, one palette colour each: long category names stay readable on a phone. */
export default function CategoriesChart({ names, amounts, money, label }: CategoriesChartProps) {
  const data = {
    labels: [...names],
    datasets: [
      {
        data: amounts.map((cents) => cents / 100),
        backgroundColor: CHART_COLORS.slice(0, amounts.length),
      },
    ],
  };
  return (
    <div className="home-chart" style={{ height: `${Math.max(8, amounts.length * 2.2)}rem` }}>
      <Bar
        role="img"
        aria-label={label}
        data={data}
        options={{
          indexAxis: 'y',
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            tooltip: { callbacks: { label: (item) => money(Math.round(item.parsed.x! * 100)) } },
          },
          scales: {
            x: {
              ticks: {
                maxTicksLimit: 4,
                callback: wholeAmountTick((units) => money(units * 100)),
              },
            },
            y: { ticks: { callback: (_value, index) => shorten(names[index] ?? '') } },
          },
        }}
      />
    </div>
  );
}

/** The axis keeps the end of a full name ("Maison / Travaux" → "Travaux"); the table has it all. */
const shorten = (name: string) => {
  const last = name.split(' / ').at(-1) ?? name;
  return last.length > 18 ? `${last.slice(0, 17)}…` : last;
};
