import type { IsoDate } from '../../../contract/dates';
import * as analysisApi from '../../../contract/endpoints/analysis';
import * as surveyApi from '../../../contract/endpoints/survey';
import type { DifferenceResult } from '../../../contract/survey';
import { callEndpoint } from '../../lib/api';

// The home's own calls (spec 000 §2 tiles): three analyses and last month's budget difference.

const analysis = (query: analysisApi.AnalysisQueryInput) =>
  callEndpoint(analysisApi.getAnalysis, { query });

/** The main account's balance each day of the period (its line even without operations). */
export const fetchFluctuation = (period: { start: IsoDate; end: IsoDate }) =>
  analysis({
    groupBy: 'ACCOUNT,DAY',
    mainAccount: 'true',
    accumulate: 'true',
    emptyAccount: 'true',
    startValueDate: period.start,
    endValueDate: period.end,
  });

/** A month's expenses by category, transfers left out. */
export const fetchMonthExpenses = (yearMonth: string) =>
  analysis({ groupBy: 'CATEGORY', yearMonth, debit: 'true', withoutTransfer: 'true' });

/** Every account's balance at the end of the day, by account type. */
export const fetchProperty = (today: IsoDate) =>
  analysis({
    groupBy: 'ACCOUNT_TYPE,ACCOUNT',
    accumulate: 'true',
    emptyAccount: 'true',
    startValueDate: today,
    endValueDate: today,
  });

/** A budget's planned and actual amounts of one month ('yyyy-MM'). */
export const fetchBudgetMonth = (budgetId: number, month: string): Promise<DifferenceResult> =>
  callEndpoint(surveyApi.getDifference, {
    query: { budgetId: String(budgetId), month, groupBy: 'CATEGORY' },
  });
