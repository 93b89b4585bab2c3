import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../contract/analysis';
import { CHART_COLORS } from '../../components/chart-palette';
import { QueryGate } from '../../components/query-gate';
import { AnalysisScreen, baseParams, type ScreenFilter } from './analysis-screen';
import { chartAmount, chartTitle, lineLabel, topLines, withoutTotals } from './analysis-values';
import { BarChart, ChartView } from './chart-view';
import { PerCurrency } from './per-currency';
import { useAnalysis, useMoney } from './use-analysis';

/** Above this many bars the chart takes more room (002 §9). */
const MAXIMISE_ABOVE = 3;

/** /analysis/movement: debit and credit per account. */
export default function MovementPage() {
  return (
    <AnalysisScreen titleKey="screen.analysis.movement">
      {(chosen) => <Movement chosen={chosen} />}
    </AnalysisScreen>
  );
}

function Movement({ chosen }: { chosen: ScreenFilter }) {
  const analysis = useAnalysis({ ...baseParams(chosen), groupBy: 'ACCOUNT,SIGN' });
  return (
    <QueryGate queries={[analysis]}>
      {() => (
        <PerCurrency
          result={analysis.data!}
          isEmpty={(part) => movementSeries(part).accounts.length === 0}
        >
          {(part, currency) => <MovementChart result={part} currency={currency} />}
        </PerCurrency>
      )}
    </QueryGate>
  );
}

/** One pair of bars per account, at most as many accounts as the palette has colours. */
export function movementSeries(result: AnalysisResult) {
  const accounts = withoutTotals(topLines(result.details)).slice(0, CHART_COLORS.length);
  const side = (node: (typeof accounts)[number], sign: number) =>
    chartAmount(node.children.find((child) => child.groupValue.id === sign)?.sums[0]?.sum ?? 0);
  return {
    accounts,
    debits: accounts.map((node) => side(node, -1)),
    credits: accounts.map((node) => side(node, 1)),
  };
}

function MovementChart({ result, currency }: { result: AnalysisResult; currency: string | null }) {
  const { t } = useTranslation();
  const money = useMoney(result.currency);
  const { accounts, debits, credits } = movementSeries(result);
  const title = chartTitle(t, 'analysis.movement.chart', currency);
  return (
    <ChartView
      title={title}
      chart={BarChart}
      props={{
        labels: accounts.map((node) => lineLabel(node, t)),
        series: [
          { label: t('analysis.debit'), values: debits, color: CHART_COLORS[3] },
          { label: t('analysis.credit'), values: credits, color: CHART_COLORS[0] },
        ],
        money: money.units,
        label: title,
        maximised: accounts.length * 2 > MAXIMISE_ABOVE,
      }}
    />
  );
}
