/** What a chart draws: labels along, one series per colour, values in currency units. */
export interface ChartSeries {
  labels: readonly string[];
  series: readonly { label: string; values: readonly number[]; color?: string }[];
  /** Formats a value in currency units. */
  money: (units: number) => string;
  /** What the chart shows, for screen readers; the table view says the figures. */
  label: string;
  onPick?: (index: number) => void;
}
