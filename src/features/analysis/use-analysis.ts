import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toIsoDate } from '../../../contract/dates';
import { formatCents } from '../../../contract/money';
import { useBanks } from '../banks/use-banks';
import {
  fetchAnalysis,
  fetchCategoryOperations,
  fetchNetWorth,
  type AnalysisParams,
  type CategoryOperationsParams,
} from './analysis-api';
import { readFilter, writeFilter, type AnalysisFilter, type FilterDefaults } from './filter-url';
import { resolvePeriod } from './period-filter';

/** Query keys of the analysis screens. */
export const analysisKeys = {
  all: ['analysis'] as const,
  result: (params: AnalysisParams) => [...analysisKeys.all, 'result', params] as const,
  operations: (params: CategoryOperationsParams) =>
    [...analysisKeys.all, 'operations', params] as const,
  netWorth: (from: string | undefined) => [...analysisKeys.all, 'netWorth', from ?? null] as const,
};

/** null: nothing to ask yet (a wrong filter). */
export const useAnalysis = (params: AnalysisParams | null) =>
  useQuery({
    queryKey: analysisKeys.result(params ?? {}),
    queryFn: () => fetchAnalysis(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The net worth in the main currency, month by month from `from`, then today. */
export const useNetWorth = (from?: string, enabled = true) =>
  useQuery({
    queryKey: analysisKeys.netWorth(from),
    queryFn: () => fetchNetWorth(from),
    enabled,
  });

export const useCategoryOperations = (params: CategoryOperationsParams) =>
  useQuery({
    queryKey: analysisKeys.operations(params),
    queryFn: () => fetchCategoryOperations(params),
  });

/** Every account of the person, from their banks, by name. */
export function useAnalysisAccounts() {
  const banks = useBanks();
  const accounts = useMemo(
    () =>
      (banks.data ?? [])
        .flatMap((bank) => bank.accounts)
        .sort((a, b) => a.name.localeCompare(b.name)),
    [banks.data],
  );
  return { query: banks, accounts };
}

/** The filter of the URL, its dates (or the error to show) and how to change it. */
export function useAnalysisFilter(defaults: FilterDefaults = {}) {
  const [params, setParams] = useSearchParams();
  const today = toIsoDate(new Date());
  const filter = readFilter(params, today, defaults);
  const resolved = resolvePeriod(filter.period, today);
  const setFilter = (next: AnalysisFilter) => setParams(writeFilter(next), { replace: true });
  return { filter, resolved, today, setFilter };
}

/** Amounts in the analysis's currency, with its symbol: from cents, or from chart units. */
export function useMoney(currency: string) {
  const { i18n } = useTranslation();
  const cents = (value: number) => formatCents(value, currency || 'EUR', i18n.language);
  return { cents, units: (value: number) => cents(Math.round(value * 100)) };
}
