import type { CategoryDto } from '../../../contract/categories';
import { CategoryRow, type RowActions } from './category-row';
import { useCategoryDrag } from './use-category-drag';

interface CategoryTreeViewProps {
  /** The tree as shown (disabled categories already left out when hidden). */
  nodes: CategoryDto[];
  expanded: ReadonlySet<number>;
  onToggle: (categoryId: number) => void;
  actions: RowActions;
  label: string;
}

/** One tree (credit or debit): nested lists, each row draggable among its siblings. */
export function CategoryTreeView({
  nodes,
  expanded,
  onToggle,
  actions,
  label,
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
              {open && branch(category.children, `category-children-${category.categoryId}`)}
            </li>
          );
        })}
      </ul>
    );
  };

  return <div className="category-tree">{branch(nodes)}</div>;
}
