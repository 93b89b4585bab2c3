import type { CategoryDto } from '../../../contract/categories';
import { CategoryRow, type RowActions } from './category-row';
import { RefusalAlert, type Refusal } from './refusal-alert';
import { useCategoryDrag } from './use-category-drag';

interface CategoryTreeViewProps {
  /** The tree as shown (disabled categories already left out when hidden). */
  nodes: CategoryDto[];
  expanded: ReadonlySet<number>;
  onToggle: (categoryId: number) => void;
  actions: RowActions;
  label: string;
  /** Shown under the row it is about. */
  refusal: Refusal | null;
  onDismissRefusal: () => void;
}

/** One tree (credit or debit): nested lists, each row draggable among its siblings. */
export function CategoryTreeView({
  nodes,
  expanded,
  onToggle,
  actions,
  label,
  refusal,
  onDismissRefusal,
}: CategoryTreeViewProps) {
  const drag = useCategoryDrag((category, toIndex) => actions.move(category, toIndex, 'handle'));

  const branch = (siblings: CategoryDto[], id?: string) => {
    const enabled = siblings.filter((node) => node.enabled);
    return (
      <ul className="category-tree__list" id={id} aria-label={id ? undefined : label}>
        {siblings.map((category) => {
          const open = expanded.has(category.categoryId) && category.children.length > 0;
          const mark = drag.target?.categoryId === category.categoryId ? drag.target : null;
          return (
            <li key={category.categoryId}>
              <CategoryRow
                category={category}
                position={enabled.indexOf(category)}
                count={enabled.length}
                expanded={open}
                onToggle={() => onToggle(category.categoryId)}
                actions={actions}
                dragProps={drag.rowProps(category, siblings)}
                dropMark={mark && (mark.after ? 'after' : 'before')}
                dragging={drag.draggedId === category.categoryId}
              />
              {refusal && refusal.categoryId === category.categoryId && (
                <div className="category-tree__refusal">
                  <RefusalAlert refusal={refusal} onDismiss={onDismissRefusal} />
                </div>
              )}
              {open && branch(category.children, `category-children-${category.categoryId}`)}
            </li>
          );
        })}
      </ul>
    );
  };

  return <div className="category-tree">{branch(nodes)}</div>;
}
