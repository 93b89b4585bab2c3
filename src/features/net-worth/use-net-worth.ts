import { useQuery } from '@tanstack/react-query';
import { fetchNetWorth } from './net-worth-api';

/** Query keys of the net worth. */
export const netWorthKeys = {
  all: ['netWorth'] as const,
  series: (from: string | undefined) => [...netWorthKeys.all, 'series', from ?? null] as const,
};

export const useNetWorth = (from?: string) =>
  useQuery({ queryKey: netWorthKeys.series(from), queryFn: () => fetchNetWorth(from) });
