import { useBudgets } from '../budgets/use-budgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AccountSummary } from '../../../contract/accounts-summary';
import { Checkbox } from '../../components/checkbox';
import { Select } from '../../components/select';
import { moneyOf } from './forecast-labels';

/** Every budget or one; hidden while there is no budget to choose. */
function BudgetFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const budgets = useBudgets();
  const options = (budgets.data ?? []).map((b) => ({ value: String(b.accountId), label: b.name }));
  if (options.length === 0) return null;
  return (
    <Select
      label={t('forecast.filter.budget')}
      options={[{ value: '', label: t('forecast.filter.allBudgets') }, ...options]}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
}

/** The budget filter and the toggle mixing the period's real operations in with the planned ones:
 *  both views have them. */
export function PlanFilters({ view }: { view: ForecastView }) {
  const { t } = useTranslation();
  return (
    <>
      <BudgetFilter value={view.budgetId} onChange={(id) => view.setParam('budgetId', id)} />
      <Checkbox
        label={t('forecast.filter.integration')}
        checked={view.integration}
        onChange={(event) => view.setParam('integration', event.target.checked ? 'true' : null)}
      />
    </>
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

/** An id kept in the address, else null. */
export function numberParam(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

type ForecastView = ReturnType<typeof useForecastView>;

/** The view's filters in the address (so a view can be bookmarked); setting one to null removes it. */
export function useForecastView() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  const budgetId = numberParam(params, 'budgetId');
  const integration = params.get('integration') === 'true';
  return { params, setParam, budgetId, integration };
}
