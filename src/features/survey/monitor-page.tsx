import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '../../../contract/dates';
import type { DifferenceResult, DifferenceSums } from '../../../contract/survey';
import { QueryGate } from '../../components/query-gate';
import { Amount } from '../../components/amount';
import { useLineLabel } from './difference-table';
import { BudgetScreen } from './budget-screen';
import { remainingMeasure } from './remaining';
import { MonthSelect, YearSelect } from './survey-filters';
import { headerLabel } from './survey-labels';
import { treeRows } from './survey-rows';
import { TreeTable, type PeriodColumn } from './tree-table';
import { useChosenBudget, useDifference } from './use-survey';

/** Main categories and their sub-categories, with a total line per main category. */
const MONITOR_DEPTH = 2;

function MonitorTable({ result }: { result: DifferenceResult }) {
  const { t, i18n } = useTranslation();
  const label = useLineLabel();
  const { currency } = result;
  const currentMonth = toIsoDate(new Date()).slice(0, 7);
  const columns: PeriodColumn<DifferenceSums>[] = result.headers.map((header, i) => ({
    key: String(i),
    label: headerLabel(header, i18n.language, t),
    measures: [
      {
        label: t('survey.measure.previsionnel'),
        value: (s) => <Amount cents={s.previsionnel} currency={currency} />,
      },
      {
        label: t('survey.measure.reel'),
        value: (s) => <Amount cents={s.reel} currency={currency} />,
      },
      remainingMeasure(t('survey.measure.remaining'), {
        result,
        column: i,
        currentMonth,
        currency,
      }),
    ],
  }));
  const rows = treeRows(result.details, { maxDepth: MONITOR_DEPTH, totalsUpTo: 0 });
  return (
    <TreeTable
      caption={t('survey.monitor.caption')}
      lineHeader={t('survey.category')}
      columns={columns}
      rows={rows}
      label={label}
      essentialMeasures
    />
  );
}

/** /previsionnel/monitor: a month of a budget, planned against real per category. */
export default function MonitorPage() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<number | null>(null);
  const chosen = useChosenBudget(asked);
  const { budgetId } = chosen;
  const [period, setPeriod] = useState(() => {
    const today = new Date();
    return { year: today.getFullYear(), month: today.getMonth() + 1 };
  });
  const month = `${period.year}-${String(period.month).padStart(2, '0')}`;
  const difference = useDifference(
    budgetId === null
      ? null
      : { budgetId, month, groupBy: 'PARENT_CATEGORY', withoutTransfer: false },
  );

  return (
    <BudgetScreen
      title={t('screen.previsionnel.monitor')}
      description={t('survey.monitor.description')}
      chosen={chosen}
      onChoose={setAsked}
      filters={
        <>
          <MonthSelect value={period.month} onChange={(m) => setPeriod({ ...period, month: m })} />
          <YearSelect value={period.year} onChange={(y) => setPeriod({ ...period, year: y })} />
        </>
      }
    >
      {() => (
        <QueryGate queries={[difference]}>
          {() => <MonitorTable result={difference.data!} />}
        </QueryGate>
      )}
    </BudgetScreen>
  );
}
