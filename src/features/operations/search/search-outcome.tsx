import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../../contract/message-codes';
import type { OperationDto } from '../../../../contract/operations-dto';
import { tooManyResults } from '../../../../contract/operations-search';
import { Alert } from '../../../components/alert';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { messageCodeOf } from '../../../lib/api';
import { errorMessageKey } from '../../../lib/messages';
import { ExportButtons } from '../export/export-buttons';
import type { SearchState } from './search-filters';
import { SearchResults } from './search-results';

interface SearchOutcomeProps {
  requested: boolean;
  count: UseQueryResult<number>;
  results: UseQueryResult<OperationDto[]>;
  search: SearchState;
  simplified: boolean;
  onChange: (search: SearchState) => void;
  loadAll: () => Promise<OperationDto[]>;
}

/** What the search found: nothing asked yet, too many, none, or the results with exports. */
export function SearchOutcome({ requested, count, results, search, ...props }: SearchOutcomeProps) {
  const { t } = useTranslation();
  if (!requested) return <EmptyState title={t('search.start')} />;
  if (isTooMany(count)) {
    return (
      <Alert variant="warning">
        <p>{t(MessageCode.searchTooManyResults)}</p>
      </Alert>
    );
  }
  if (count.isError) {
    return (
      <Alert variant="danger">
        <p>{t(errorMessageKey(count.error))}</p>
      </Alert>
    );
  }
  if (count.data === 0) return <EmptyState title={t('search.none')} />;
  if (results.isError) {
    return (
      <Alert variant="danger">
        <p>{t(errorMessageKey(results.error))}</p>
      </Alert>
    );
  }
  if (count.isPending || !results.data) return <Spinner label={t('common.loading')} />;
  return (
    <section className="search-outcome" aria-labelledby="search-outcome-title">
      <div className="search-outcome__bar">
        <h2 id="search-outcome-title" className="search-outcome__title">
          {t('search.found', { count: count.data })}
        </h2>
        <ExportButtons
          operations={results.data}
          title={t('search.export.title', { count: count.data })}
          fileName={t('search.export.fileName')}
          loadOperations={props.loadAll}
        />
      </div>
      <SearchResults
        operations={results.data}
        count={count.data}
        page={search.page}
        size={search.size}
        simplified={props.simplified}
        onPage={(page) => props.onChange({ ...search, page })}
        onSize={(size) => props.onChange({ ...search, size, page: 1 })}
      />
    </section>
  );
}

/** The server refuses more than the cap; a count above it is told the same way. */
export const isTooMany = (count: UseQueryResult<number>) =>
  messageCodeOf(count.error) === MessageCode.searchTooManyResults ||
  (count.data !== undefined && tooManyResults(count.data));
