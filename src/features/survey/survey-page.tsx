import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { GoalModal } from './goal-modal';
import { NoBudget } from './no-budget';
import { BudgetSelect, DisplaySelects, YearSelect, type DisplayChoice } from './survey-filters';
import { SurveyTable, type GoalTarget } from './survey-table';
import { useChosenBudget, useSurvey } from './use-survey';

/** /previsionnel/budget/details[/:budgetId]: a budget's year, planned against real and goals. */
export default function SurveyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { budgets, budgetId } = useChosenBudget(params.budgetId ? Number(params.budgetId) : null);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [display, setDisplay] = useState<DisplayChoice>({ groupBy: 'PARENT_CATEGORY', depth: 3 });
  const [goal, setGoal] = useState<GoalTarget | null>(null);
  const survey = useSurvey(budgetId === null ? null : { budgetId, year, groupBy: display.groupBy });

  return (
    <>
      <PageHeader
        title={t('screen.previsionnel.budget.details')}
        description={t('survey.description')}
      />
      <QueryGate queries={[budgets]}>
        {() =>
          budgetId === null ? (
            <NoBudget />
          ) : (
            <>
              <div className="survey-filters">
                <BudgetSelect
                  budgets={budgets.data!}
                  value={budgetId}
                  onChange={(id) => void navigate(`/previsionnel/budget/details/${id}`)}
                />
                <YearSelect value={year} onChange={setYear} />
                <DisplaySelects value={display} onChange={setDisplay} />
              </div>
              <QueryGate queries={[survey]}>
                {() => (
                  <SurveyTable result={survey.data!} depth={display.depth} onEditGoal={setGoal} />
                )}
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
          )
        }
      </QueryGate>
    </>
  );
}
