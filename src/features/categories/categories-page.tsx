import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { functionality, FunctionalityCode, hasAccess } from '../../../contract/access';
import type { CategoryDto, CategoryTreesDto } from '../../../contract/categories';
import { MessageCode } from '../../../contract/message-codes';
import { DebitCredit, type Direction } from '../../../contract/debit-credit';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useAuth } from '../auth/use-auth';
import type { CategoryTarget } from './category-form';
import { CategoryModal } from './category-modal';
import { branchIds, treeOf } from './category-tree-model';
import { CategoryTreeCard } from './category-tree-card';
import { CategoriesToolbar } from './categories-toolbar';
import { DeleteCategoryModal } from './delete-category-modal';
import { RefusalAlert } from './refusal-alert';
import { useCategoryActions } from './use-category-actions';
import { useCategoryTrees } from './use-categories';
import './categories-page.css';

const DIRECTIONS: Direction[] = [DebitCredit.credit, DebitCredit.debit];

/** /parameters/categories (spec 001 §2, §4): the credit and debit trees. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const trees = useCategoryTrees();
  return (
    <>
      <PageHeader
        title={t('screen.parameters.categories')}
        description={t('param.cat.description')}
      />
      <QueryGate queries={[trees]}>{() => <CategoryTrees trees={trees.data!} />}</QueryGate>
    </>
  );
}

function CategoryTrees({ trees }: { trees: CategoryTreesDto }) {
  const { user } = useAuth();
  const fullAccess = hasAccess(user, [functionality(FunctionalityCode.category)]);
  const [showDisabled, setShowDisabled] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<CategoryTarget | null>(null);
  const [deleting, setDeleting] = useState<CategoryDto | null>(null);
  const actions = useCategoryActions(trees);

  const open = (target: CategoryTarget) => {
    if (fullAccess) setEditing(target);
    else actions.refuse(placeOf(target), MessageCode.categoryNoFullAccess);
  };
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rowActions = {
    move: actions.move,
    // The parent opens, so that the new subcategory shows where it goes.
    addChild: (parent: CategoryDto) => {
      setExpanded((current) => new Set(current).add(parent.categoryId));
      open({ kind: 'add', debitCredit: parent.debitCredit, parent });
    },
    edit: (category: CategoryDto) => open({ kind: 'edit', category }),
    remove: setDeleting,
    enable: actions.enable,
  };

  return (
    <>
      <CategoriesToolbar
        showDisabled={showDisabled}
        onShowDisabled={setShowDisabled}
        onExpandAll={() =>
          setExpanded(new Set([...branchIds(trees.credit), ...branchIds(trees.debit)]))
        }
        onCollapseAll={() => setExpanded(new Set())}
      />
      {actions.refusal?.categoryId === null && (
        <RefusalAlert refusal={actions.refusal} onDismiss={actions.dismissRefusal} />
      )}
      <p className="sr-only" aria-live="polite">
        {actions.announcement}
      </p>
      <div className="categories-page">
        {DIRECTIONS.map((direction) => (
          <CategoryTreeCard
            key={direction}
            direction={direction}
            tree={treeOf(trees, direction)}
            showDisabled={showDisabled}
            expanded={expanded}
            onToggle={toggle}
            actions={rowActions}
            refusal={actions.refusal}
            onDismissRefusal={actions.dismissRefusal}
            onAdd={() => open({ kind: 'add', debitCredit: direction, parent: null })}
          />
        ))}
      </div>
      {editing && (
        <CategoryModal
          target={editing}
          tree={treeOf(
            trees,
            editing.kind === 'edit' ? editing.category.debitCredit : editing.debitCredit,
          )}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteCategoryModal
        category={deleting}
        loading={actions.removing}
        onCancel={() => setDeleting(null)}
        onConfirm={(category) => actions.remove(category, () => setDeleting(null))}
      />
    </>
  );
}

/** The row a refusal about that modal goes under: the edited category, or the new one's parent. */
const placeOf = (target: CategoryTarget): number | null =>
  target.kind === 'edit' ? target.category.categoryId : (target.parent?.categoryId ?? null);
