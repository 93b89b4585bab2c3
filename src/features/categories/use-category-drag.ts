import { useRef, useState, type DragEvent, type HTMLAttributes } from 'react';
import type { CategoryDto } from '../../../contract/categories';
import { parentKeyOf } from './category-tree-model';

/** Where a dragged category would land: just before or just after another row. */
export interface DropTarget {
  categoryId: number;
  after: boolean;
}

/** Moves a category to `toIndex` among its enabled siblings. */
export type MoveHandler = (category: CategoryDto, toIndex: number) => void;

/**
 * Drag-to-reorder with the mouse (HTML drag and drop): a category moves among the enabled
 * categories of its own parent; moving to another parent is the edit modal's job.
 */
export function useCategoryDrag(onMove: MoveHandler) {
  // The handlers read the ref: a drag-over may come before the render that follows drag-start.
  const draggedRef = useRef<CategoryDto | null>(null);
  const [draggedId, setDraggedId] = useState<number | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);

  const accepts = (category: CategoryDto) => {
    const dragged = draggedRef.current;
    return (
      dragged !== null &&
      category.enabled &&
      category.categoryId !== dragged.categoryId &&
      parentKeyOf(category) === parentKeyOf(dragged)
    );
  };

  const end = () => {
    draggedRef.current = null;
    setDraggedId(null);
    setTarget(null);
  };

  const rowProps = (
    category: CategoryDto,
    siblings: CategoryDto[],
  ): HTMLAttributes<HTMLDivElement> => ({
    draggable: category.enabled,
    onDragStart: (event) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', category.name);
      draggedRef.current = category;
      setDraggedId(category.categoryId);
    },
    onDragOver: (event) => {
      if (!accepts(category)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const after = isLowerHalf(event);
      if (target?.categoryId !== category.categoryId || target.after !== after) {
        setTarget({ categoryId: category.categoryId, after });
      }
    },
    onDrop: (event) => {
      const dragged = draggedRef.current;
      if (!dragged || !accepts(category)) return;
      event.preventDefault();
      const others = siblings.filter(
        (node) => node.enabled && node.categoryId !== dragged.categoryId,
      );
      const index = others.findIndex((node) => node.categoryId === category.categoryId);
      onMove(dragged, index + (isLowerHalf(event) ? 1 : 0));
      end();
    },
    onDragEnd: end,
  });

  return { draggedId, target, rowProps };
}

function isLowerHalf(event: DragEvent<HTMLElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
}
