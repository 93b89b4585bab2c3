import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatementFilter } from '../../../contract/statement';
import { fetchStatement } from './statement-api';

/** Query keys of the statement area (/previsionnel/statement). */
export const statementKeys = {
  all: ['statement'] as const,
  of: (filter: StatementFilter | null) => [...statementKeys.all, filter] as const,
};

/** The statement of the filter asked (none yet: idle). */
export const useStatement = (filter: StatementFilter | null) =>
  useQuery({
    queryKey: statementKeys.of(filter),
    queryFn: () => fetchStatement(filter!),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
