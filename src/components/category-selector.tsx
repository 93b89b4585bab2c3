import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenCategories, type CategoryNode } from './category-options';
import { Combobox, type ComboboxFieldProps, type ComboboxOption } from './combobox';
import { matchesSearch } from './search-text';
import { CategoryId } from './selector-values';

export type { CategoryNode } from './category-options';

interface CategorySelectorProps extends ComboboxFieldProps {
  /** The debit or the credit tree. */
  tree: readonly CategoryNode[];
  /** A category id, undefined (-1), split (-2) or null before any choice. */
  value: number | null | undefined;
  onChange: (categoryId: number) => void;
  /** Offers split (-2): only for holders of the VENTILATED_OPERATION functionality. */
  allowSplit?: boolean;
  /** Lists split (-2) disabled, so a person without it learns it exists (a premium wall). */
  showLockedSplit?: boolean;
  /** Offers "no category" (-1); a planned operation, for one, needs a real category. */
  allowUndefined?: boolean;
}

/**
 * A searchable category tree: the list shows the tree indented, typing finds categories by any
 * part of their full name, and the field shows the full name of the choice.
 */
export function CategorySelector({
  tree,
  value,
  onChange,
  allowSplit = false,
  showLockedSplit = false,
  allowUndefined = true,
  ...field
}: CategorySelectorProps) {
  const { t } = useTranslation();
  const enabled = useMemo(() => flattenCategories(tree), [tree]);
  // A disabled category still names an old choice.
  const every = useMemo(() => flattenCategories(tree, { withDisabled: true }), [tree]);

  const specials = useMemo(() => {
    const list: ComboboxOption[] = [];
    if (allowUndefined) list.push(special(CategoryId.undefined, t('ui.category.undefined')));
    if (allowSplit) list.push(special(CategoryId.split, t('ui.category.split')));
    else if (showLockedSplit) {
      list.push({ ...special(CategoryId.split, t('ui.category.splitLocked')), disabled: true });
    }
    return list;
  }, [allowSplit, allowUndefined, showLockedSplit, t]);

  const optionsFor = (query: string): ComboboxOption[] => {
    if (!query.trim()) {
      const categories = enabled.map((entry) => ({
        key: String(entry.id),
        text: entry.name,
        name: entry.fullName,
        level: entry.level,
      }));
      return [...specials, ...categories];
    }
    const found = enabled
      .filter((entry) => matchesSearch(entry.fullName, query))
      .map((entry) => ({ key: String(entry.id), text: entry.fullName }));
    return [...specials.filter((option) => matchesSearch(option.text, query)), ...found];
  };

  const selectedText =
    value === CategoryId.undefined
      ? t('ui.category.undefined')
      : value === CategoryId.split
        ? t('ui.category.split')
        : (every.find((entry) => entry.id === value)?.fullName ?? '');

  return (
    <Combobox
      {...field}
      selectedKey={value == null ? null : String(value)}
      selectedText={selectedText}
      optionsFor={optionsFor}
      onSelect={(option) => onChange(Number(option.key))}
    />
  );
}

const special = (id: number, text: string): ComboboxOption => ({
  key: String(id),
  text,
  kind: 'special',
});
