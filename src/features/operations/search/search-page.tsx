import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageCode } from '../../../../contract/message-codes';
import { SEARCH_ALL } from '../../../../contract/operations-search';
import { Checkbox } from '../../../components/checkbox';
import { PageHeader } from '../../../components/page-header';
import {
  editablePreferences,
  usePreferences,
  useSavePreferences,
} from '../../settings/use-settings';
import { AccessWarningModal } from '../../../components/access-warning-modal';
import { searchOperations } from '../operations-api';
import { useSearchAccess } from './search-access';
import {
  countParams,
  isRequested,
  readSearch,
  searchErrors,
  toApiParams,
  writeSearch,
  type SearchState,
} from './search-filters';
import { SearchForm } from './search-form';
import { isTooMany, SearchOutcome } from './search-outcome';
import { useSearch, useSearchCount } from '../use-operations';
import './search.css';

/**
 * /search (spec 001 §2, §5, §6, §8): the filters live in the URL; the count comes first, the
 * page of results only when it is within the cap.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const access = useSearchAccess();
  const [warning, setWarning] = useState<string | null>(null);
  const search = readSearch(query, !access.simpleProfile);
  const valid = isRequested(query) && Object.keys(searchErrors(search)).length === 0;
  const count = useSearchCount(valid ? countParams(search) : null);
  const results = useSearch(count.data && !isTooMany(count) ? toApiParams(search) : null);
  const go = (next: SearchState) => setQuery(writeSearch(next));
  const view = useSimplifiedView(access.simpleProfile, () => setWarning(MessageCode.forbidden));

  return (
    <>
      <PageHeader title={t('screen.search')} description={t('search.description')} />
      <SearchForm
        key={query.toString()}
        search={search}
        simpleProfile={access.simpleProfile}
        tagsAllowed={access.tags}
        onSearch={go}
        onWarn={setWarning}
      />
      <Checkbox
        label={t('search.simplified')}
        checked={view.simplified}
        disabled={view.saving}
        onChange={view.toggle}
      />
      <SearchOutcome
        requested={valid}
        count={count}
        results={results}
        search={search}
        simplified={view.simplified}
        onChange={go}
        loadAll={() => searchOperations(toApiParams({ ...search, page: 1, size: SEARCH_ALL }))}
      />
      {warning && <AccessWarningModal messageKey={warning} onClose={() => setWarning(null)} />}
    </>
  );
}

/** The simplified view is the preference simpleMode; a simple profile keeps it, warned. */
function useSimplifiedView(simpleProfile: boolean, warn: () => void) {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const simplified = simpleProfile || (preferences.data?.simpleMode ?? false);
  const toggle = () => {
    if (simpleProfile) return warn();
    if (!preferences.data) return;
    save.mutate({ ...editablePreferences(preferences.data), simpleMode: !simplified });
  };
  return { simplified, toggle, saving: save.isPending };
}
