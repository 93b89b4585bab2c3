import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { functionality, FunctionalityCode, hasAccess } from '../../../contract/access';
import { isBudgetEditable, type BudgetDto } from '../../../contract/budgets';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useAuth } from '../auth/use-auth';
import { BudgetAccessModal } from './budget-access-modal';
import { BudgetList } from './budget-list';
import { BudgetModal } from './budget-modal';
import { DeleteBudgetsModal } from './delete-budgets-modal';
import { useBudgets } from './use-budgets';
import { useSetFavorite } from './use-set-favorite';
import '../../components/parameters-list.css';

type Editing = { budget: BudgetDto | null } | null;

/** /parameters/budgets (spec 001 §2): the non-PLANNED budgets; add, edit, delete, favourite. */
export default function BudgetsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const budgets = useBudgets();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<readonly BudgetDto[]>([]);
  const [refused, setRefused] = useState(false);
  const mayManage = hasAccess(user, [functionality(FunctionalityCode.budget)]);
  const setFavorite = useSetFavorite(() => setRefused(true));
  const guarded =
    <T,>(action: (value: T) => void) =>
    (value: T) =>
      mayManage ? action(value) : setRefused(true);

  return (
    <>
      <PageHeader
        title={t('screen.parameters.budgets')}
        description={t('budgets.description')}
        actions={
          <Button variant="primary" onClick={() => setEditing({ budget: null })}>
            {t('budgets.add')}
          </Button>
        }
      />
      <QueryGate queries={[budgets]}>
        {() => (
          <BudgetList
            budgets={budgets.data!.filter(isBudgetEditable)}
            onEdit={(budget) => setEditing({ budget })}
            onDelete={guarded(setDeleting)}
            onFavorite={guarded(setFavorite)}
          />
        )}
      </QueryGate>
      {editing && <BudgetModal budget={editing.budget} onClose={() => setEditing(null)} />}
      <DeleteBudgetsModal budgets={deleting} onClose={() => setDeleting([])} />
      <BudgetAccessModal open={refused} onClose={() => setRefused(false)} />
    </>
  );
}
