import { useTranslation } from 'react-i18next';
import type { CategoryDto } from '../../../../contract/categories';
import { OPERATION_TYPES } from '../../../../contract/operation-types';
import { AccountSelector } from '../../../components/account-selector';
import { AmountInput } from '../../../components/amount-input';
import { Checkbox } from '../../../components/checkbox';
import { DateInput } from '../../../components/date-input';
import { FieldShell, useFieldIds } from '../../../components/field';
import { Select } from '../../../components/select';
import { useCategoryTrees } from '../../categories/use-categories';
import { usePayees } from '../../payees/use-payees';
import { useAccountChoices } from '../../settings/use-settings';
import { useTags } from '../../tags/use-tags';
import type { SearchDraft } from './search-draft';
import type { FieldErrors } from './search-filters';

interface FilterFieldsProps {
  draft: SearchDraft;
  change: (patch: Partial<SearchDraft>) => void;
  errors: FieldErrors;
  tagsAllowed: boolean;
}

/** Filter mode's fields (spec 001 §2): every one optional, empty meaning any. */
export function SearchFilterFields({ draft, change, errors, tagsAllowed }: FilterFieldsProps) {
  const { t } = useTranslation();
  const accounts = useAccountChoices();
  const payees = usePayees();
  const tags = useTags({ enabled: tagsAllowed });
  const error = (key: keyof FieldErrors) => (errors[key] ? t(errors[key]) : undefined);
  const any = t('search.filter.any');

  return (
    <div className="search-filters">
      <AccountSelector
        label={t('search.filter.account')}
        accounts={accounts.data ?? []}
        value={draft.accounts}
        placeholder={t('ui.account.all')}
        onChange={(value) => change({ accounts: typeof value === 'number' ? value : null })}
        error={error('accounts')}
      />
      <Select
        label={t('search.filter.type')}
        placeholder={any}
        value={draft.type}
        onChange={(event) => change({ type: event.target.value })}
        options={OPERATION_TYPES.map((type) => ({
          value: String(type.typeId),
          label: t(`operation.type.${type.abrv}`),
        }))}
      />
      <Select
        label={t('search.filter.payee')}
        placeholder={any}
        value={draft.payee}
        onChange={(event) => change({ payee: event.target.value })}
        options={(payees.data ?? [])
          .map((payee) => ({ value: String(payee.payeeId), label: payee.name }))
          .sort((a, b) => a.label.localeCompare(b.label))}
      />
      <CategoryFilter value={draft.category} onChange={(category) => change({ category })} />
      {tagsAllowed && (
        <Select
          label={t('search.filter.tag')}
          placeholder={any}
          value={draft.tag}
          onChange={(event) => change({ tag: event.target.value })}
          options={(tags.data ?? []).map((tag) => ({ value: String(tag.tagId), label: tag.name }))}
        />
      )}
      <AmountInput
        label={t('search.filter.amountFrom')}
        value={draft.amountFrom}
        allowNegative
        onChange={(amountFrom) => change({ amountFrom })}
        error={error('amountFrom')}
      />
      <AmountInput
        label={t('search.filter.amountTo')}
        value={draft.amountTo}
        allowNegative
        onChange={(amountTo) => change({ amountTo })}
        error={error('amountTo')}
      />
      <DateInput
        label={t('search.filter.startDate')}
        value={draft.startDate}
        onChange={(startDate) => change({ startDate })}
        error={error('startDate')}
      />
      <DateInput
        label={t('search.filter.endDate')}
        value={draft.endDate}
        onChange={(endDate) => change({ endDate })}
        error={error('endDate')}
      />
      <fieldset className="search-filters__flags">
        <legend>{t('search.filter.flags')}</legend>
        <Checkbox
          label={t('search.filter.debit')}
          checked={draft.debit}
          onChange={(event) => change({ debit: event.target.checked })}
        />
        <Checkbox
          label={t('search.filter.credit')}
          checked={draft.credit}
          onChange={(event) => change({ credit: event.target.checked })}
        />
        <Checkbox
          label={t('search.filter.pointed')}
          checked={draft.pointed}
          onChange={(event) => change({ pointed: event.target.checked })}
        />
      </fieldset>
    </div>
  );
}

/** Both trees, their subcategories included by the server; -1 finds the uncategorised. */
function CategoryFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const trees = useCategoryTrees();
  const { controlId, aria } = useFieldIds(undefined, {});
  const options = (nodes: readonly CategoryDto[]) =>
    flatten(nodes).map((category) => (
      <option key={category.categoryId} value={category.categoryId}>
        {category.fullName}
      </option>
    ));
  return (
    <FieldShell controlId={controlId} label={t('search.filter.category')}>
      <select
        {...aria}
        id={controlId}
        className="field__control field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('search.filter.any')}</option>
        <option value="-1">{t('ui.category.undefined')}</option>
        <optgroup label={t('search.filter.debitCategories')}>
          {options(trees.data?.debit ?? [])}
        </optgroup>
        <optgroup label={t('search.filter.creditCategories')}>
          {options(trees.data?.credit ?? [])}
        </optgroup>
      </select>
    </FieldShell>
  );
}

const flatten = (nodes: readonly CategoryDto[]): CategoryDto[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);
