import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxFieldProps, type ComboboxOption } from './combobox';
import { matchesSearch, searchKey } from './search-text';
import { PayeeId } from './selector-values';

export interface PayeeChoice {
  id: number;
  name: string;
}

interface PayeeSelectorProps extends ComboboxFieldProps {
  payees: readonly PayeeChoice[];
  /** A payee id, undefined (-1) or null before any choice. */
  value: number | null | undefined;
  onChange: (payeeId: number) => void;
  /** Adds the create-new entry (-2): the screen opens the payee modal with the typed name. */
  onCreateNew?: (typedName: string) => void;
  /** Offers "no payee" (-1). */
  allowUndefined?: boolean;
}

/** A searchable list of payees, with "no payee" and "new payee" entries. */
export function PayeeSelector({
  payees,
  value,
  onChange,
  onCreateNew,
  allowUndefined = true,
  ...field
}: PayeeSelectorProps) {
  const { t, i18n } = useTranslation();
  const sorted = useMemo(
    () => [...payees].sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [payees, i18n.language],
  );
  const undefinedText = t('ui.payee.undefined');

  const optionsFor = (query: string): ComboboxOption[] => {
    const typed = query.trim();
    const found = sorted
      .filter((payee) => !typed || matchesSearch(payee.name, typed))
      .map((payee) => ({ key: String(payee.id), text: payee.name }));
    const options: ComboboxOption[] = [];
    if (allowUndefined && (!typed || matchesSearch(undefinedText, typed))) {
      options.push({ key: String(PayeeId.undefined), text: undefinedText, kind: 'special' });
    }
    options.push(...found);
    const exists = sorted.some((payee) => searchKey(payee.name) === searchKey(typed));
    if (onCreateNew && !exists) {
      const text = typed ? t('ui.payee.createNamed', { name: typed }) : t('ui.payee.createNew');
      options.push({ key: String(PayeeId.createNew), text, kind: 'action' });
    }
    return options;
  };

  const selectedText =
    value === PayeeId.undefined
      ? undefinedText
      : (payees.find((payee) => payee.id === value)?.name ?? '');

  return (
    <Combobox
      {...field}
      selectedKey={value == null ? null : String(value)}
      selectedText={selectedText}
      optionsFor={optionsFor}
      onSelect={(option, query) => {
        const id = Number(option.key);
        if (id === PayeeId.createNew) onCreateNew?.(query.trim());
        else onChange(id);
      }}
    />
  );
}
