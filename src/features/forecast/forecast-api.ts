import type { ForecastDto, ProjectionDto, ProjectionMonths } from '../../../contract/forecast';
import { api } from '../../lib/api';

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

/** Drops the filters not chosen, so the query string only names those that are. */
const chosen = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null));

export async function fetchForecast(params: ForecastParams): Promise<ForecastDto> {
  return (await api.get<ForecastDto>('/api/echeances/operations', { params: chosen(params) })).data;
}

export async function fetchForecastMonth(params: ForecastMonthParams): Promise<ForecastDto> {
  const url = '/api/echeances/operations/month';
  return (await api.get<ForecastDto>(url, { params: chosen(params) })).data;
}

export async function fetchProjection(params: {
  accountId: number | null;
  months: ProjectionMonths;
}): Promise<ProjectionDto> {
  const url = '/api/echeances/projection';
  return (await api.get<ProjectionDto>(url, { params: chosen(params) })).data;
}

const occurrencePath = (idEcheance: number, date: string) =>
  `/api/echeances/${idEcheance}/occurrences/${date}/match`;

export async function confirmMatch(match: {
  idEcheance: number;
  date: string;
  operationId: number;
}): Promise<void> {
  await api.post(occurrencePath(match.idEcheance, match.date), {
    operationId: match.operationId,
  });
}

export async function undoMatch(occurrence: { idEcheance: number; date: string }): Promise<void> {
  await api.delete(occurrencePath(occurrence.idEcheance, occurrence.date));
}
