import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox';
import { QueryGate } from '../../components/query-gate';
import { DifferenceTable } from './difference-table';
import { BudgetScreen } from './budget-screen';
import { DisplaySelects, YearSelect, type DisplayChoice } from './survey-filters';
import { useChosenBudget, useDifference } from './use-survey';

/** /previsionnel/budget/difftable: forecast against real per month of a year, and the gap. */
export default function DifferencePage() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<number | null>(null);
  const chosen = useChosenBudget(asked);
  const { budgetId } = chosen;
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [display, setDisplay] = useState<DisplayChoice>({ groupBy: 'PARENT_CATEGORY', depth: 1 });
  const [withoutTransfer, setWithoutTransfer] = useState(false);
  const difference = useDifference(
    budgetId === null ? null : { budgetId, year, groupBy: display.groupBy, withoutTransfer },
  );

  return (
    <BudgetScreen
      title={t('screen.previsionnel.budget.difftable')}
      description={t('survey.difference.description')}
      chosen={chosen}
      onChoose={setAsked}
      filters={
        <>
          <YearSelect value={year} onChange={setYear} />
          <DisplaySelects value={display} onChange={setDisplay} />
          <Checkbox
            label={t('survey.withoutTransfer')}
            checked={withoutTransfer}
            onChange={(event) => setWithoutTransfer(event.target.checked)}
          />
        </>
      }
    >
      {() => (
        <QueryGate queries={[difference]}>
          {() => <DifferenceTable result={difference.data!} depth={display.depth} />}
        </QueryGate>
      )}
    </BudgetScreen>
  );
}
