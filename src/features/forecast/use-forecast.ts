import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectionMonths } from '../../../contract/forecast';
import {
  confirmMatch,
  fetchForecast,
  fetchForecastMonth,
  fetchProjection,
  undoMatch,
  type ForecastMonthParams,
  type ForecastParams,
} from './forecast-api';

/** Query keys of the forecast area (/previsionnel/threeMonths and /previsionnel/month). */
export const forecastKeys = {
  all: ['forecast'] as const,
  period: (params: ForecastParams) => [...forecastKeys.all, 'period', params] as const,
  month: (params: ForecastMonthParams) => [...forecastKeys.all, 'month', params] as const,
  projection: (accountId: number | null, months: ProjectionMonths) =>
    [...forecastKeys.all, 'projection', accountId, months] as const,
};

export const useForecast = (params: ForecastParams) =>
  useQuery({
    queryKey: forecastKeys.period(params),
    queryFn: () => fetchForecast(params),
    placeholderData: keepPreviousData,
  });

export const useForecastMonth = (params: ForecastMonthParams) =>
  useQuery({
    queryKey: forecastKeys.month(params),
    queryFn: () => fetchForecastMonth(params),
    placeholderData: keepPreviousData,
  });

export const useProjection = (accountId: number | null, months: ProjectionMonths) =>
  useQuery({
    queryKey: forecastKeys.projection(accountId, months),
    queryFn: () => fetchProjection({ accountId, months }),
    placeholderData: keepPreviousData,
  });

/** The budgets of the filter; none when the list cannot be read (the filter then hides). */
/** Confirms or undoes an occurrence's match; every view and curve follows. */
export function useMatchOccurrence() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: forecastKeys.all });
  return {
    confirm: useMutation({ mutationFn: confirmMatch, onSettled }),
    undo: useMutation({ mutationFn: undoMatch, onSettled }),
  };
}
