import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxFieldProps, type ComboboxOption } from './combobox';
import { CloseIcon } from './icons';
import { matchesSearch, searchKey } from './search-text';
import './tag-picker.css';

export interface TagChoice {
  id: number;
  name: string;
}

interface TagPickerProps extends ComboboxFieldProps {
  tags: readonly TagChoice[];
  value: readonly TagChoice[];
  onChange: (tags: TagChoice[]) => void;
  /**
   * Offers to create a tag named as typed when none has that name; the created tag (when the
   * callback gives it back) is added to the choice.
   */
  onCreate?: (name: string) => Promise<TagChoice | void> | TagChoice | void;
}

const CREATE_KEY = 'create';

/** Several tags: chips for the chosen ones, a searchable list to add more. */
export function TagPicker({ tags, value, onChange, onCreate, ...field }: TagPickerProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const chosen = new Set(value.map((tag) => tag.id));

  const optionsFor = (query: string): ComboboxOption[] => {
    const typed = query.trim();
    const options: ComboboxOption[] = tags
      .filter((tag) => !chosen.has(tag.id) && (!typed || matchesSearch(tag.name, typed)))
      .map((tag) => ({ key: String(tag.id), text: tag.name }));
    const exists = tags.some((tag) => searchKey(tag.name) === searchKey(typed));
    if (onCreate && typed && !exists && !creating) {
      options.push({ key: CREATE_KEY, text: t('ui.tags.create', { name: typed }), kind: 'action' });
    }
    return options;
  };

  const create = async (name: string) => {
    setCreating(true);
    try {
      const created = await onCreate?.(name);
      if (created) onChange([...value, created]);
    } finally {
      setCreating(false);
    }
  };

  const onSelect = (option: ComboboxOption, query: string) => {
    if (option.key === CREATE_KEY) return void create(query.trim());
    const tag = tags.find((candidate) => String(candidate.id) === option.key);
    if (tag) onChange([...value, tag]);
  };

  const remove = (id: number) => onChange(value.filter((tag) => tag.id !== id));

  return (
    <Combobox
      {...field}
      multiple
      selectedText=""
      optionsFor={optionsFor}
      onSelect={onSelect}
      onEmptyBackspace={() => {
        const last = value[value.length - 1];
        if (last) remove(last.id);
      }}
      before={
        value.length > 0 && (
          <ul className="tag-picker__chips">
            {value.map((tag) => (
              <li key={tag.id} className="chip">
                <span>{tag.name}</span>
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={t('ui.tags.remove', { name: tag.name })}
                  disabled={field.disabled}
                  onClick={() => remove(tag.id)}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
