import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { DifferenceTable } from './difference-table';
import { NoBudget } from './no-budget';
import { BudgetSelect, DisplaySelects, YearSelect, type DisplayChoice } from './survey-filters';
import { useChosenBudget, useDifference } from './use-survey';

/** /previsionnel/budget/difftable: forecast against real per month of a year, and the gap. */
export default function DifferencePage() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<number | null>(null);
  const { budgets, budgetId } = useChosenBudget(asked);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [display, setDisplay] = useState<DisplayChoice>({ groupBy: 'PARENT_CATEGORY', depth: 1 });
  const [withoutTransfer, setWithoutTransfer] = useState(false);
  const difference = useDifference(
    budgetId === null ? null : { budgetId, year, groupBy: display.groupBy, withoutTransfer },
  );

  return (
    <>
      <PageHeader
        title={t('screen.previsionnel.budget.difftable')}
        description={t('survey.difference.description')}
      />
      <QueryGate queries={[budgets]}>
        {() =>
          budgetId === null ? (
            <NoBudget />
          ) : (
            <>
              <div className="survey-filters">
                <BudgetSelect budgets={budgets.data!} value={budgetId} onChange={setAsked} />
                <YearSelect value={year} onChange={setYear} />
                <DisplaySelects value={display} onChange={setDisplay} />
                <Checkbox
                  label={t('survey.withoutTransfer')}
                  checked={withoutTransfer}
                  onChange={(event) => setWithoutTransfer(event.target.checked)}
                />
              </div>
              <QueryGate queries={[difference]}>
                {() => <DifferenceTable result={difference.data!} depth={display.depth} />}
              </QueryGate>
            </>
          )
        }
      </QueryGate>
    </>
  );
}
