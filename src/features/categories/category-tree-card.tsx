import { useTranslation } from 'react-i18next';
import type { CategoryDto } from '../../../contract/categories';
import { DebitCredit, type Direction } from '../../../contract/debit-credit';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import type { RowActions } from './category-row';
import { withoutDisabled } from './category-tree-model';
import type { Refusal } from './refusal-alert';
import { CategoryTreeView } from './category-tree-view';

interface CategoryTreeCardProps {
  direction: Direction;
  tree: CategoryDto[];
  showDisabled: boolean;
  expanded: ReadonlySet<number>;
  onToggle: (categoryId: number) => void;
  actions: RowActions;
  refusal: Refusal | null;
  onDismissRefusal: () => void;
  onAdd: () => void;
}

/** The credit or the debit tree, with its add button. */
export function CategoryTreeCard({
  direction,
  tree,
  showDisabled,
  onAdd,
  ...view
}: CategoryTreeCardProps) {
  const { t } = useTranslation();
  const title = t(direction === DebitCredit.credit ? 'param.cat.credit' : 'param.cat.debit');
  const nodes = showDisabled ? tree : withoutDisabled(tree);
  return (
    <Card
      title={title}
      actions={
        <Button variant="primary" onClick={onAdd}>
          {t(direction === DebitCredit.credit ? 'param.cat.add.credit' : 'param.cat.add.debit')}
        </Button>
      }
    >
      {nodes.length === 0 ? (
        <p className="categories-page__empty">{t('param.cat.empty')}</p>
      ) : (
        <CategoryTreeView nodes={nodes} label={title} {...view} />
      )}
    </Card>
  );
}
