import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryDto } from '../../../contract/categories';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons';

/** The control that moved a row, focused again once it has moved. */
export type MoveControl = 'handle' | 'up' | 'down';

/** The name; for a category with subcategories, the button that shows or hides them. */
export function CategoryName({
  category,
  expanded,
  onToggle,
}: {
  category: CategoryDto;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const label = (
    <>
      <span className="category-row__label">{category.name}</span>
      {!category.enabled && (
        <span className="category-row__badge">{t('param.cat.disabledBadge')}</span>
      )}
    </>
  );
  if (category.children.length === 0) {
    return <span className="category-row__name category-row__name--leaf">{label}</span>;
  }
  return (
    <button
      type="button"
      className="category-row__name"
      aria-expanded={expanded}
      aria-controls={`category-children-${category.categoryId}`}
      onClick={onToggle}
    >
      {expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
      {label}
    </button>
  );
}

/** A row action: an icon with its label for assistive technology and as a tooltip. */
interface IconButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  control?: MoveControl;
}

export function IconButton({ label, onClick, children, disabled, control }: IconButtonProps) {
  return (
    <button
      type="button"
      className="category-row__icon"
      aria-label={label}
      title={label}
      disabled={disabled}
      data-control={control}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
