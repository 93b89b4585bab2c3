import * as echeancesApi from '../../../contract/endpoints/echeances';
import * as forecastApi from '../../../contract/endpoints/forecast';
import type { ForecastDto, ProjectionDto, ProjectionMonths } from '../../../contract/forecast';
import { callEndpoint } from '../../lib/api';

// The calls of the forecast area (spec 001 §7).

export interface ForecastParams {
  startDate: string;
  endDate: string;
  budgetId: number | null;
  integration: boolean;
}

export interface ForecastMonthParams {
  yearMonth: string;
  budgetId: number | null;
  /** null: every account. */
  accountId: number | null;
  integration: boolean;
}

/** A filter not chosen is left out of the query string. */
const chosen = (id: number | null) => (id === null ? undefined : String(id));

export const fetchForecast = (params: ForecastParams): Promise<ForecastDto> =>
  callEndpoint(forecastApi.getForecast, {
    query: {
      startDate: params.startDate,
      endDate: params.endDate,
      budgetId: chosen(params.budgetId),
      integration: String(params.integration),
    },
  });

export const fetchForecastMonth = (params: ForecastMonthParams): Promise<ForecastDto> =>
  callEndpoint(forecastApi.getForecastMonth, {
    query: {
      yearMonth: params.yearMonth,
      budgetId: chosen(params.budgetId),
      accountId: chosen(params.accountId),
      integration: String(params.integration),
    },
  });

export const fetchProjection = (params: {
  accountId: number | null;
  months: ProjectionMonths;
}): Promise<ProjectionDto> =>
  callEndpoint(forecastApi.getProjection, {
    query: { accountId: chosen(params.accountId), months: `${params.months}` as const },
  });

export async function confirmMatch(match: {
  idEcheance: number;
  date: string;
  operationId: number;
}): Promise<void> {
  await callEndpoint(echeancesApi.matchOccurrence, {
    params: { idEcheance: String(match.idEcheance), date: match.date },
    body: { operationId: match.operationId },
  });
}

export const undoMatch = (occurrence: { idEcheance: number; date: string }): Promise<void> =>
  callEndpoint(echeancesApi.undoOccurrence, {
    params: { idEcheance: String(occurrence.idEcheance), date: occurrence.date },
  });
