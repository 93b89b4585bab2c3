import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BudgetDto } from '../../../contract/budgets';
import { Tile } from '../../components/card';
import { QueryGate } from '../../components/query-gate';
import { budgetIndicator } from './home-tiles';
import { useBudgetMonth } from './use-home';
import type { HomeFormat } from './use-home-format';

interface BudgetTileProps {
  /** The favourite budget, else the first; null when there is none. */
  budget: BudgetDto | null;
  month: string;
  format: HomeFormat;
}

/**
 * Last month's planned and actual balance of the budget (credits − debits, own-account transfers
 * left out) and the difference; only a result below the plan is in the danger colour.
 */
export function BudgetTile({ budget, month, format }: BudgetTileProps) {
  const { t } = useTranslation();
  const difference = useBudgetMonth(budget?.accountId ?? null, month);
  const title = t('home.budget.title');
  if (!budget) {
    return (
      <Tile title={title}>
        <p>{t('home.budget.none')}</p>
        <Link to="/parameters/budgets">{t('home.budget.create')}</Link>
      </Tile>
    );
  }
  return (
    <Tile title={title} footer={budget.name}>
      <QueryGate queries={[difference]}>
        {() => {
          const indicator = budgetIndicator(difference.data!);
          const money = (cents: number) => format.money(cents, difference.data!.currency);
          if (!indicator) return <p>{t('home.budget.empty')}</p>;
          return (
            <>
              <p className="home-explain">{t('home.budget.explain')}</p>
              <dl className="home-figures">
                <dt>{t('home.budget.planned')}</dt>
                <dd className="home-amount">{money(indicator.planned)}</dd>
                <dt>{t('home.budget.actual')}</dt>
                <dd className="home-amount">{money(indicator.actual)}</dd>
                <dt>{t('home.budget.gap')}</dt>
                <dd className={indicator.gap < 0 ? 'home-amount home-negative' : 'home-amount'}>
                  {money(indicator.gap)}
                </dd>
              </dl>
            </>
          );
        }}
      </QueryGate>
    </Tile>
  );
}
