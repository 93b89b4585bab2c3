import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../contract/analysis';
import { CHART_COLORS } from '../../components/chart-palette';
import { QueryGate } from '../../components/query-gate';
import { AnalysisScreen, baseParams, type ScreenFilter } from './analysis-screen';
import { chartAmount, chartTitle, lineLabel, topLines, withoutTotals } from './analysis-values';
import { BarChart, ChartView } from './chart-view';
import { monthLabel } from './month-label';
import { PerCurrency } from './per-currency';
import { useAnalysis, useMoney } from './use-analysis';

/** /analysis/categoriesFluctuation: the top expense categories, month by month. */
export default function CategoriesFluctuationPage() {
  return (
    <AnalysisScreen titleKey="screen.analysis.categoriesFluctuation">
      {(chosen) => <CategoriesFluctuation chosen={chosen} />}
    </AnalysisScreen>
  );
}

function CategoriesFluctuation({ chosen }: { chosen: ScreenFilter }) {
  const analysis = useAnalysis({
    ...baseParams(chosen),
    groupBy: 'PARENT_CATEGORY,MONTH',
    debit: 'true',
  });
  return (
    <QueryGate queries={[analysis]}>
      {() => (
        <PerCurrency
          result={analysis.data!}
          isEmpty={(part) => topCategories(part).categories.length === 0}
        >
          {(part, currency) => <TopCategories result={part} currency={currency} />}
        </PerCurrency>
      )}
    </QueryGate>
  );
}

/** The main categories with the largest total, at most the palette's length, per month. */
export function topCategories(result: AnalysisResult) {
  const months = result.headers
    .map((header, index) => ({ header, index }))
    .filter(({ header }) => header.type === 'MONTH');
  const total = result.headers.findIndex((header) => header.type === 'CUMUL');
  const amount = (node: AnalysisResult['details'][number], index: number) =>
    chartAmount(node.sums[index]?.sum ?? 0);
  const categories = withoutTotals(topLines(result.details))
    .filter((node) => amount(node, total) > 0)
    .sort((a, b) => amount(b, total) - amount(a, total))
    .slice(0, CHART_COLORS.length);
  return {
    months: months.map(({ header }) => header.yearMonth ?? ''),
    categories: categories.map((node) => ({
      node,
      values: months.map(({ index }) => amount(node, index)),
    })),
  };
}

function TopCategories({ result, currency }: { result: AnalysisResult; currency: string | null }) {
  const { t, i18n } = useTranslation();
  const money = useMoney(result.currency);
  const { months, categories } = topCategories(result);
  const title = chartTitle(t, 'analysis.categoriesFluctuation.chart', currency);
  return (
    <ChartView
      title={title}
      chart={BarChart}
      props={{
        labels: months.map((month) => monthLabel(month, i18n.language)),
        series: categories.map((category) => ({
          label: lineLabel(category.node, t),
          values: category.values,
        })),
        money: money.units,
        label: title,
        stacked: true,
        maximised: true,
      }}
    />
  );
}
