import type { IsoDate } from '../../../contract/dates';
import {
  FILTER_MODES,
  LAST_PERIODS,
  PREDEFINED_MONTHS,
  defaultFilter,
  type FilterMode,
  type LastPeriod,
  type PeriodFilter,
  type Predefined,
} from './period-filter';

// The filter lives in the URL's search params so a view can be bookmarked and shared.

export interface AnalysisFilter {
  period: PeriodFilter;
  /** Chosen account ids; empty: every account. */
  accounts: number[];
  withoutTransfer: boolean;
}

export interface FilterDefaults {
  predefined?: Predefined;
  withoutTransfer?: boolean;
}

const oneOf = <T extends string>(values: readonly T[], text: string | null, fallback: T): T =>
  values.includes(text as T) ? (text as T) : fallback;

function intOr(text: string | null, fallback: number): number {
  const value = Number(text);
  return text !== null && text !== '' && Number.isInteger(value) ? value : fallback;
}

function idList(text: string | null): number[] {
  if (!text) return [];
  return text
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

export function readFilter(
  params: URLSearchParams,
  today: IsoDate,
  defaults: FilterDefaults = {},
): AnalysisFilter {
  const base = defaultFilter(today, defaults.predefined);
  const predefined = Object.keys(PREDEFINED_MONTHS) as Predefined[];
  const lasts = Object.keys(LAST_PERIODS) as LastPeriod[];
  const transfer = params.get('withoutTransfer');
  return {
    period: {
      mode: oneOf<FilterMode>(FILTER_MODES, params.get('mode'), base.mode),
      year: intOr(params.get('year'), base.year),
      month: intOr(params.get('month'), base.month),
      predefined: oneOf(predefined, params.get('predefined'), base.predefined),
      last: oneOf(lasts, params.get('last'), base.last),
      start: params.get('start') ?? base.start,
      end: params.get('end') ?? base.end,
    },
    accounts: idList(params.get('accounts')),
    withoutTransfer: transfer === null ? (defaults.withoutTransfer ?? false) : transfer === 'true',
  };
}

/** Only the fields the mode reads, so the URL stays short. */
export function writeFilter({
  period,
  accounts,
  withoutTransfer,
}: AnalysisFilter): URLSearchParams {
  const fields: Record<FilterMode, (keyof PeriodFilter)[]> = {
    MONTH: ['year', 'month'],
    YEAR: ['year'],
    PREDEFINED: ['predefined', 'start'],
    PREDEFINED_LAST_PERIODS: ['last'],
    CUSTOM: ['start', 'end'],
    MIXED: ['start', 'end'],
  };
  const params = new URLSearchParams({ mode: period.mode });
  for (const field of fields[period.mode]) params.set(field, String(period[field]));
  if (accounts.length) params.set('accounts', accounts.join(','));
  params.set('withoutTransfer', String(withoutTransfer));
  return params;
}
