import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { BudgetSelect } from './survey-filters';
import type { useChosenBudget } from './use-survey';

interface BudgetScreenProps {
  title: string;
  description: string;
  chosen: ReturnType<typeof useChosenBudget>;
  onChoose: (budgetId: number) => void;
  /** The screen's other filters, after the budget's. */
  filters: ReactNode;
  children: (budgetId: number) => ReactNode;
}

/** A screen about one budget: its header, the budget and other filters, then its content; without
 *  a budget there is nothing to compare, so it says where budgets are made. */
export function BudgetScreen({
  title,
  description,
  chosen,
  onChoose,
  filters,
  children,
}: BudgetScreenProps) {
  const { t } = useTranslation();
  const { budgets, budgetId } = chosen;
  return (
    <>
      <PageHeader title={title} description={description} />
      <QueryGate queries={[budgets]}>
        {() =>
          budgetId === null ? (
            <EmptyState
              title={t('survey.noBudget')}
              description={t('survey.noBudget.description')}
              action={<Link to="/parameters/budgets">{t('survey.noBudget.link')}</Link>}
            />
          ) : (
            <>
              <div className="survey-filters">
                <BudgetSelect budgets={budgets.data!} value={budgetId} onChange={onChoose} />
                {filters}
              </div>
              {children(budgetId)}
            </>
          )
        }
      </QueryGate>
    </>
  );
}
