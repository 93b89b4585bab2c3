import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryGate } from '../../components/query-gate';
import { GoalModal } from './goal-modal';
import { BudgetScreen } from './budget-screen';
import { DisplaySelects, YearSelect, type DisplayChoice } from './survey-filters';
import { SurveyTable, type GoalTarget } from './survey-table';
import { useChosenBudget, useSurvey } from './use-survey';

/** /previsionnel/budget/details[/:budgetId]: a budget's year, planned against real and goals. */
export default function SurveyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const chosen = useChosenBudget(params.budgetId ? Number(params.budgetId) : null);
  const { budgetId } = chosen;
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [display, setDisplay] = useState<DisplayChoice>({ groupBy: 'PARENT_CATEGORY', depth: 3 });
  const [goal, setGoal] = useState<GoalTarget | null>(null);
  const survey = useSurvey(budgetId === null ? null : { budgetId, year, groupBy: display.groupBy });

  return (
    <BudgetScreen
      title={t('screen.previsionnel.budget.details')}
      description={t('survey.description')}
      chosen={chosen}
      onChoose={(id) => void navigate(`/previsionnel/budget/details/${id}`)}
      filters={
        <>
          <YearSelect value={year} onChange={setYear} />
          <DisplaySelects value={display} onChange={setDisplay} />
        </>
      }
    >
      {(budgetId) => (
        <>
          <QueryGate queries={[survey]}>
            {() => <SurveyTable result={survey.data!} depth={display.depth} onEditGoal={setGoal} />}
          </QueryGate>
          {goal && (
            <GoalModal
              budgetId={budgetId}
              year={year}
              target={goal}
              onClose={() => setGoal(null)}
            />
          )}
        </>
      )}
    </BudgetScreen>
  );
}
