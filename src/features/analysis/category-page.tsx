import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../contract/analysis';
import type { OperationDto } from '../../../contract/operations-dto';
import { Button } from '../../components/button';
import { QueryGate } from '../../components/query-gate';
import { OperationModal } from '../operations/use-operations-ui';
import type { CategoryOperationsParams } from './analysis-api';
import { AnalysisScreen, baseParams, type ScreenFilter } from './analysis-screen';
import { AnalysisTable, type AnalysisColumn } from './analysis-table';
import { chartAmount, chartTitle, lineLabel, sideOf, slicesOf } from './analysis-values';
import { ChartView, PieChart } from './chart-view';
import { CategoryOperationsModal } from './category-operations-modal';
import { PerCurrency } from './per-currency';
import { MAX_TREE_DEPTH } from './tree-rows';
import { analysisKeys, useAnalysis, useMoney } from './use-analysis';

interface Picked {
  title: string;
  params: CategoryOperationsParams;
  currency: string;
}

/** /analysis/category: debit and credit pies, the category tree, a category's operations. */
export default function CategoryPage() {
  return (
    <AnalysisScreen titleKey="screen.analysis.category">
      {(chosen) => <CategoryAnalysis chosen={chosen} />}
    </AnalysisScreen>
  );
}

function CategoryAnalysis({ chosen }: { chosen: ScreenFilter }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const analysis = useAnalysis({ ...baseParams(chosen), groupBy: 'SIGN,PARENT_CATEGORY' });
  const [picked, setPicked] = useState<Picked | null>(null);
  const [editing, setEditing] = useState<OperationDto | null>(null);
  const pick = (id: number | null, name: string, currency: string) =>
    setPicked({
      title: t('analysis.details.title', { category: name }),
      params: {
        categoryId: id,
        accounts: chosen.filter.accounts,
        startDate: chosen.period.start,
        endDate: chosen.period.end,
      },
      currency,
    });
  const closeEdit = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: analysisKeys.all });
  };
  return (
    <QueryGate queries={[analysis]}>
      {() => (
        <>
          <PerCurrency result={analysis.data!} isEmpty={(part) => part.details.length === 0}>
            {(part, currency) => (
              <CategoryView
                result={part}
                currency={currency}
                onPick={(id, name) => pick(id, name, part.currency)}
              />
            )}
          </PerCurrency>
          {picked && !editing && (
            <CategoryOperationsModal
              {...picked}
              onEdit={setEditing}
              onClose={() => setPicked(null)}
            />
          )}
          {editing && (
            <OperationModal
              accountId={editing.account.accountId}
              operationId={editing.operationId}
              onClose={closeEdit}
            />
          )}
        </>
      )}
    </QueryGate>
  );
}

interface CategoryViewProps {
  result: AnalysisResult;
  /** Set when the accounts hold several currencies: this view's, named in its titles. */
  currency: string | null;
  onPick: (id: number | null, name: string) => void;
}

function CategoryView({ result, currency, onPick }: CategoryViewProps) {
  const { t } = useTranslation();
  const money = useMoney(result.currency);
  const label = (node: Parameters<typeof lineLabel>[0]) => lineLabel(node, t);
  const pie = (sign: 1 | -1, title: string) => {
    const slices = slicesOf(sideOf(result.details, sign), label, t('analysis.other'));
    if (slices.length === 0) return null;
    const node = (index: number) => slices[index]!.node;
    return (
      <ChartView
        title={title}
        chart={PieChart}
        props={{
          labels: slices.map((slice) => slice.label),
          series: [{ label: title, values: slices.map((slice) => chartAmount(slice.cents)) }],
          money: money.units,
          label: title,
          onPick: (index) => onPick(node(index).groupValue.id, label(node(index))),
        }}
      />
    );
  };
  const columns: AnalysisColumn[] = [
    {
      key: 'label',
      header: t('analysis.category'),
      value: label,
      render: ({ node, total }) =>
        total && !node.lineTotal ? (
          t('analysis.totalOf', { name: label(node) })
        ) : node.group === 'SIGN' || node.lineTotal ? (
          label(node)
        ) : (
          <Button variant="link" onClick={() => onPick(node.groupValue.id, label(node))}>
            {label(node)}
          </Button>
        ),
    },
    {
      key: 'amount',
      header: t('analysis.amount'),
      numeric: true,
      value: (node) => node.sums[0]?.sum ?? 0,
      render: ({ node }) => money.cents(node.sums[0]?.sum ?? 0),
    },
  ];
  return (
    <>
      <div className="analysis-pies">
        {pie(-1, chartTitle(t, 'analysis.debit', currency))}
        {pie(1, chartTitle(t, 'analysis.credit', currency))}
      </div>
      <AnalysisTable
        caption={chartTitle(t, 'analysis.category.table', currency)}
        columns={columns}
        details={result.details}
        maxDepth={MAX_TREE_DEPTH}
        totalsUpTo={1}
      />
    </>
  );
}
