import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../../contract/message-codes';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { draftOf, filtersOf, type SearchDraft } from './search-draft';
import { SearchFilterFields } from './search-filter-fields';
import { ADVANCED_KEYS, searchErrors, type FieldErrors, type SearchState } from './search-filters';

interface SearchFormProps {
  /** The search in the URL; the form starts from it (remount it when the URL changes). */
  search: SearchState;
  simpleProfile: boolean;
  tagsAllowed: boolean;
  onSearch: (search: SearchState) => void;
  onWarn: (messageKey: string) => void;
}

/** The global text, filter mode (the other filters) and the search button. */
export function SearchForm({
  search,
  simpleProfile,
  tagsAllowed,
  onSearch,
  onWarn,
}: SearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SearchDraft>(() => draftOf(search.filters));
  const [errors, setErrors] = useState<FieldErrors>(() => searchErrors(search));
  const [filtersOpen, setFiltersOpen] = useState(() =>
    ADVANCED_KEYS.some((key) => search.filters[key] !== undefined),
  );
  const change = (patch: Partial<SearchDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const toggleFilters = () => {
    if (simpleProfile) onWarn(MessageCode.operationAccessWarning);
    else setFiltersOpen((open) => !open);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...search, filters: filtersOf(draft), page: 1 };
    const found = searchErrors(next);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(next);
  };

  return (
    <form className="search-form" role="search" noValidate onSubmit={submit}>
      <div className="search-form__main">
        <TextField
          type="search"
          label={t('search.filter.text')}
          hint={t('search.filter.text.hint')}
          value={draft.text}
          maxLength={200}
          onChange={(event) => change({ text: event.target.value })}
          error={errors.text ? t(errors.text) : undefined}
        />
        <div className="search-form__buttons">
          <Button aria-expanded={filtersOpen && !simpleProfile} onClick={toggleFilters}>
            {t('search.filters.toggle')}
          </Button>
          <Button type="submit" variant="primary">
            {t('search.submit')}
          </Button>
        </div>
      </div>
      {filtersOpen && !simpleProfile && (
        <SearchFilterFields {...{ draft, change, errors, tagsAllowed }} />
      )}
    </form>
  );
}
