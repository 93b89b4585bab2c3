import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_GROUP_BYS, SURVEY_MAX_DEPTH, type SurveyGroupBy } from '../../../contract/survey';
import { Select } from '../../components/select';
import { monthNames } from '../../lib/months';
import type { BudgetDto } from '../../../contract/budgets';

const FIRST_YEAR = 2000;

/** Next year down to 2000. */
export function surveyYears(today: Date = new Date()): number[] {
  const last = today.getFullYear() + 1;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i);
}

export function BudgetSelect({
  budgets,
  value,
  onChange,
}: {
  budgets: readonly BudgetDto[];
  value: number;
  onChange: (budgetId: number) => void;
}) {
  const { t } = useTranslation();
  const options = budgets.map((budget) => ({
    value: String(budget.accountId),
    label: budget.name,
  }));
  return (
    <Select
      label={t('survey.budget')}
      options={options}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}

export function YearSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const years = surveyYears();
    if (!years.includes(value)) years.push(value);
    return years.map((year) => ({ value: String(year), label: String(year) }));
  }, [value]);
  return (
    <Select
      label={t('survey.year')}
      options={options}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}

export function MonthSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (month: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => {
    return monthNames(i18n.language, { capitalised: true }).map((label, i) => ({
      value: String(i + 1),
      label,
    }));
  }, [i18n.language]);
  return (
    <Select
      label={t('survey.month')}
      options={options}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}

export interface DisplayChoice {
  groupBy: SurveyGroupBy;
  depth: number;
}

/** Display mode (by operation, by category, main-category tree) and tree depth 0–3 (002 §9). */
export function DisplaySelects({
  value,
  onChange,
}: {
  value: DisplayChoice;
  onChange: (value: DisplayChoice) => void;
}) {
  const { t } = useTranslation();
  const modes = SURVEY_GROUP_BYS.map((groupBy) => ({
    value: groupBy,
    label: t(`survey.groupBy.${groupBy}`),
  }));
  const depths = Array.from({ length: SURVEY_MAX_DEPTH + 1 }, (_, depth) => ({
    value: String(depth),
    label: String(depth),
  }));
  return (
    <>
      <Select
        label={t('survey.display')}
        options={modes}
        value={value.groupBy}
        onChange={(event) => onChange({ ...value, groupBy: event.target.value as SurveyGroupBy })}
      />
      <Select
        label={t('survey.depth')}
        options={depths}
        value={String(value.depth)}
        onChange={(event) => onChange({ ...value, depth: Number(event.target.value) })}
      />
    </>
  );
}
