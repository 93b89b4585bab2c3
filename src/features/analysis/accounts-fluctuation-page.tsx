import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../contract/analysis';
import type { AnalysisPeriod } from '../../../contract/analysis-period';
import { formatIsoDate } from '../../../contract/dates';
import { lineColors } from '../../components/chart-palette';
import { QueryGate } from '../../components/query-gate';
import { AnalysisScreen, baseParams, type ScreenFilter } from './analysis-screen';
import { chartTitle, lineLabel } from './analysis-values';
import { ChartView, LineChart } from './chart-view';
import { fluctuationSeries, labelStep } from './fluctuation-series';
import { PerCurrency } from './per-currency';
import { useAnalysis, useMoney } from './use-analysis';

/** /analysis/accountsFluctuation: 3 months, every account, transfers included by default. */
export default function AccountsFluctuationPage() {
  return (
    <AnalysisScreen
      titleKey="screen.analysis.accountsFluctuation"
      defaults={{ predefined: '3MONTH', withoutTransfer: false }}
    >
      {(chosen) => <Fluctuation chosen={chosen} />}
    </AnalysisScreen>
  );
}

function Fluctuation({ chosen }: { chosen: ScreenFilter }) {
  const analysis = useAnalysis({
    ...baseParams(chosen),
    groupBy: 'ACCOUNT,DAY',
    accumulate: 'true',
  });
  return (
    <QueryGate queries={[analysis]}>
      {() => (
        <PerCurrency
          result={analysis.data!}
          isEmpty={(part) => fluctuationSeries(part).lines.length === 0}
        >
          {(part, currency) => (
            <FluctuationChart result={part} period={chosen.period} currency={currency} />
          )}
        </PerCurrency>
      )}
    </QueryGate>
  );
}

interface FluctuationChartProps {
  result: AnalysisResult;
  period: AnalysisPeriod;
  currency: string | null;
}

function FluctuationChart({ result, period, currency }: FluctuationChartProps) {
  const { t } = useTranslation();
  const money = useMoney(result.currency);
  const { days, lines } = fluctuationSeries(result);
  const colors = lineColors(lines.length);
  const title = chartTitle(t, 'analysis.fluctuation.chart', currency);
  return (
    <ChartView
      title={title}
      chart={LineChart}
      props={{
        labels: days.map((day) => formatIsoDate(day, true)),
        series: lines.map((line, i) => ({
          label: lineLabel(line.node, t),
          values: line.values,
          color: colors[i]!,
        })),
        money: money.units,
        label: title,
        labelStep: labelStep(period),
      }}
    />
  );
}
