import type { HTMLAttributes, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryDto } from '../../../contract/categories';
import { CATEGORY_MAX_LEVEL } from '../../../contract/category-tree';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  GripIcon,
  PencilIcon,
  PlusIcon,
  RestoreIcon,
  TrashIcon,
} from '../../components/icons';
import { REORDER_HELP_ID } from './categories-toolbar';
import { CategoryName, IconButton, type MoveControl } from './category-row-parts';

/** What a row can ask for; `move` takes the new index among the enabled siblings. */
export interface RowActions {
  move: (category: CategoryDto, toIndex: number, control: MoveControl) => void;
  addChild: (parent: CategoryDto) => void;
  edit: (category: CategoryDto) => void;
  remove: (category: CategoryDto) => void;
  enable: (category: CategoryDto) => void;
}

interface CategoryRowProps {
  category: CategoryDto;
  /** Its place among the enabled siblings, and their number. */
  position: number;
  count: number;
  expanded: boolean;
  onToggle: () => void;
  actions: RowActions;
  dragProps: HTMLAttributes<HTMLDivElement>;
  dropMark: 'before' | 'after' | null;
  dragging: boolean;
}

export function CategoryRow({
  category,
  position,
  count,
  expanded,
  onToggle,
  actions,
  dragProps,
  dropMark,
  dragging,
}: CategoryRowProps) {
  const { t } = useTranslation();
  const { name, enabled } = category;
  const movable = enabled && count > 1;
  const move = (delta: number, control: MoveControl) =>
    actions.move(category, position + delta, control);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!movable || !event.altKey) return;
    if (event.key === 'ArrowUp' && position > 0) move(-1, 'handle');
    else if (event.key === 'ArrowDown' && position < count - 1) move(1, 'handle');
    else return;
    event.preventDefault();
  };

  const classes = [
    'category-row',
    !enabled && 'category-row--disabled',
    dragging && 'category-row--dragging',
    dropMark && `category-row--drop-${dropMark}`,
  ];

  return (
    <div
      {...dragProps}
      className={classes.filter(Boolean).join(' ')}
      data-category-id={category.categoryId}
      onKeyDown={onKeyDown}
    >
      {movable ? (
        <button
          type="button"
          className="category-row__handle"
          data-control="handle"
          aria-label={t('param.cat.handle', { name })}
          aria-describedby={REORDER_HELP_ID}
          title={t('param.cat.handle.hint')}
        >
          <GripIcon />
        </button>
      ) : (
        <span className="category-row__handle-space" />
      )}
      <CategoryName category={category} expanded={expanded} onToggle={onToggle} />
      <div className="category-row__actions">
        {movable && (
          <>
            <IconButton
              control="up"
              label={t('param.cat.moveUp', { name })}
              disabled={position === 0}
              onClick={() => move(-1, 'up')}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              control="down"
              label={t('param.cat.moveDown', { name })}
              disabled={position === count - 1}
              onClick={() => move(1, 'down')}
            >
              <ArrowDownIcon />
            </IconButton>
          </>
        )}
        {enabled ? (
          <>
            {category.level < CATEGORY_MAX_LEVEL && (
              <IconButton
                label={t('param.cat.addChild', { name })}
                onClick={() => actions.addChild(category)}
              >
                <PlusIcon />
              </IconButton>
            )}
            <IconButton
              label={t('param.cat.edit', { name })}
              onClick={() => actions.edit(category)}
            >
              <PencilIcon />
            </IconButton>
            <IconButton
              label={t('param.cat.delete', { name })}
              onClick={() => actions.remove(category)}
            >
              <TrashIcon />
            </IconButton>
          </>
        ) : (
          <IconButton
            label={t('param.cat.enable', { name })}
            onClick={() => actions.enable(category)}
          >
            <RestoreIcon />
          </IconButton>
        )}
      </div>
    </div>
  );
}
