import { ArcElement, Chart as ChartJS, Legend, Tooltip } from 'chart.js';
import { Pie } from 'react-chartjs-2';
import { CHART_COLORS } from '../../../components/chart-palette';
import type { ChartSeries } from './chart-series';

// Loaded on its own (React.lazy): chart.js only downloads with a screen that draws.
ChartJS.register(ArcElement, Tooltip, Legend);

/** A pie of one series; a click on a slice names its index. */
export default function PieChart({ labels, series, money, label, onPick }: ChartSeries) {
  const values = series[0]?.values ?? [];
  return (
    <div className="analysis-chart analysis-chart--pie">
      <Pie
        role="img"
        aria-label={label}
        data={{
          labels: [...labels],
          datasets: [{ data: [...values], backgroundColor: CHART_COLORS.slice(0, values.length) }],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          onClick: (_event, elements) => {
            const index = elements[0]?.index;
            if (index !== undefined) onPick?.(index);
          },
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: { callbacks: { label: (item) => ` ${money(Number(item.raw))}` } },
          },
        }}
      />
    </div>
  );
}
