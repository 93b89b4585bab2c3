import { Fragment, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../contract/accounts-summary';
import { groupAccounts } from './account-options';
import { FieldShell, useFieldIds, type FieldProps } from './field';
import { AccountSelectorEntry } from './selector-values';

/** An account id, or ALL when the selector offers it. CREATE_NEW never becomes the value. */
export type AccountChoice = number | typeof AccountSelectorEntry.all;

type AccountSelectorProps = FieldProps &
  Omit<ComponentProps<'select'>, 'children' | 'value' | 'onChange' | 'defaultValue'> & {
    accounts: readonly AccountSummary[];
    value: AccountChoice | null | undefined;
    onChange: (value: AccountChoice | null) => void;
    /** Adds the ALL entry first (every account). */
    includeAll?: boolean;
    /** Adds the CREATE_NEW entry last; choosing it calls this and keeps the current value. */
    onCreateNew?: () => void;
    /** Text of an empty first option; omit when a value is always selected. */
    placeholder?: string;
  };

/** A native select of accounts, grouped by bank when there are more than 5. */
export function AccountSelector({
  label,
  error,
  hint,
  id,
  accounts,
  value,
  onChange,
  includeAll = false,
  onCreateNew,
  placeholder,
  ...select
}: AccountSelectorProps) {
  const { t, i18n } = useTranslation();
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  const groups = useMemo(() => groupAccounts(accounts, i18n.language), [accounts, i18n.language]);

  const onSelect = (selected: string) => {
    if (selected === AccountSelectorEntry.createNew) onCreateNew?.();
    else if (selected === AccountSelectorEntry.all) onChange(AccountSelectorEntry.all);
    else onChange(selected === '' ? null : Number(selected));
  };

  return (
    <FieldShell {...{ controlId, label, hint, hintId, error, errorId }}>
      <select
        {...select}
        {...aria}
        id={controlId}
        className="field__control field__select"
        value={value == null ? '' : String(value)}
        onChange={(event) => onSelect(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {includeAll && <option value={AccountSelectorEntry.all}>{t('ui.account.all')}</option>}
        {groups.map((group) => {
          const options = group.accounts.map((account) => (
            <option key={account.accountId} value={account.accountId}>
              {account.label}
            </option>
          ));
          return group.label === null ? (
            <Fragment key={group.key}>{options}</Fragment>
          ) : (
            <optgroup key={group.key} label={group.label}>
              {options}
            </optgroup>
          );
        })}
        {onCreateNew && (
          <option value={AccountSelectorEntry.createNew}>{t('ui.account.createNew')}</option>
        )}
      </select>
    </FieldShell>
  );
}
