import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../contract/analysis';
import {
  INCOME_EXPENSE_MIN_OPERATIONS,
  type AnalysisPeriod,
} from '../../../contract/analysis-period';
import { Button } from '../../components/button';
import { QueryGate } from '../../components/query-gate';
import { messageCodeOf } from '../../lib/api';
import { AnalysisScreen, baseParams, type ScreenFilter } from './analysis-screen';
import { AnalysisTable, type AnalysisColumn } from './analysis-table';
import { chartTitle, lineLabel } from './analysis-values';
import { monthlyAverage } from './income-expense';
import { NoData } from './no-data';
import { PerCurrency } from './per-currency';
import { MAX_TREE_DEPTH } from './tree-rows';
import { useAnalysis, useMoney } from './use-analysis';

const NOT_ENOUGH = 'min.operationsnbr.by.period';

/** /analysis/incomeExpense: each category's total and monthly average; printable. */
export default function IncomeExpensePage() {
  const { t } = useTranslation();
  return (
    <AnalysisScreen
      titleKey="screen.analysis.incomeExpense"
      actions={
        <Button variant="secondary" onClick={() => window.print()}>
          {t('analysis.print')}
        </Button>
      }
    >
      {(chosen) => <IncomeExpense chosen={chosen} />}
    </AnalysisScreen>
  );
}

function IncomeExpense({ chosen }: { chosen: ScreenFilter }) {
  const analysis = useAnalysis({
    ...baseParams(chosen),
    groupBy: 'SIGN,PARENT_CATEGORY',
    minOperationsNbrByPeriod: INCOME_EXPENSE_MIN_OPERATIONS,
  });
  if (analysis.isError && messageCodeOf(analysis.error) === NOT_ENOUGH) {
    return <NoData messageKey={NOT_ENOUGH} />;
  }
  return (
    <QueryGate queries={[analysis]}>
      {() => (
        <PerCurrency result={analysis.data!} isEmpty={(part) => part.details.length === 0}>
          {(part, currency) => (
            <IncomeExpenseTable result={part} period={chosen.period} currency={currency} />
          )}
        </PerCurrency>
      )}
    </QueryGate>
  );
}

interface IncomeExpenseTableProps {
  result: AnalysisResult;
  period: AnalysisPeriod;
  currency: string | null;
}

function IncomeExpenseTable({ result, period, currency }: IncomeExpenseTableProps) {
  const { t } = useTranslation();
  const money = useMoney(result.currency);
  const total = (node: AnalysisResult['details'][number]) => node.sums[0]?.sum ?? 0;
  const columns: AnalysisColumn[] = [
    {
      key: 'label',
      header: t('analysis.label'),
      value: (node) => lineLabel(node, t),
      render: ({ node, total: isTotal }) =>
        isTotal && !node.lineTotal
          ? t('analysis.totalOf', { name: lineLabel(node, t) })
          : lineLabel(node, t),
    },
    {
      key: 'total',
      header: t('analysis.total'),
      numeric: true,
      value: total,
      render: ({ node }) => money.cents(total(node)),
    },
    {
      key: 'average',
      header: t('analysis.average'),
      numeric: true,
      value: total,
      render: ({ node }) => money.cents(monthlyAverage(total(node), period)),
    },
  ];
  return (
    <AnalysisTable
      caption={chartTitle(t, 'screen.analysis.incomeExpense', currency)}
      columns={columns}
      details={result.details}
      maxDepth={MAX_TREE_DEPTH}
      totalsUpTo={1}
    />
  );
}
