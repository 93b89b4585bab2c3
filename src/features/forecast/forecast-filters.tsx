import { useBudgets } from '../budgets/use-budgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AccountSummary } from '../../../contract/accounts-summary';
import { Checkbox } from '../../components/checkbox';
import { Select } from '../../components/select';
import { moneyOf } from './forecast-labels';

interface BudgetFilterProps {
  value: number | null;
  onChange: (budgetId: number | null) => void;
}

/** Every budget or one; hidden while there is no budget to choose. */
export function BudgetFilter({ value, onChange }: BudgetFilterProps) {
  const { t } = useTranslation();
  const budgets = useBudgets();
  const options = (budgets.data ?? []).map((b) => ({ value: String(b.accountId), label: b.name }));
  if (options.length === 0) return null;
  return (
    <Select
      label={t('forecast.filter.budget')}
      options={[{ value: '', label: t('forecast.filter.allBudgets') }, ...options]}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}

interface IntegrationToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Mixes the real operations of the period in with the planned ones. */
export function IntegrationToggle({ checked, onChange }: IntegrationToggleProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('forecast.filter.integration')}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** Amounts in each account's currency; sums in the viewed account's, else the first account's. */
export function useMoney(accounts: readonly AccountSummary[], accountId: number | null = null) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const codes = new Map(accounts.map((a) => [a.currency.currencyId, a.currency.abrv]));
    const viewed = accounts.find((a) => a.accountId === accountId) ?? accounts[0];
    return moneyOf(codes, viewed?.currency.abrv ?? 'EUR', i18n.language);
  }, [accounts, accountId, i18n.language]);
}

/** An id kept in the address (so a view can be bookmarked), else null. */
export function numberParam(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The view's filters in the address; setting one to null removes it. */
export function useViewParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return { params, setParam };
}
