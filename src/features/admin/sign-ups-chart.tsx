import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { CHART_COLORS } from '../../components/chart-palette';

// Loaded on its own (React.lazy): chart.js only downloads with the dashboard's chart.

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface SignUpsChartProps {
  months: readonly string[];
  counts: readonly number[];
  label: string;
}

/** Sign-ups per month, the last twelve. */
export default function SignUpsChart({ months, counts, label }: SignUpsChartProps) {
  return (
    <div className="admin-chart">
      <Bar
        role="img"
        aria-label={label}
        data={{
          labels: [...months],
          datasets: [{ data: [...counts], backgroundColor: CHART_COLORS[0] }],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}
