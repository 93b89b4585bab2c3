import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TileGrid } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { displayName, useAuth } from '../auth/use-auth';
import { useBanks } from '../banks/use-banks';
import { useBudgets } from '../budgets/use-budgets';
import { BudgetTile } from './budget-tile';
import { BankSyncTile } from '../bi/use-bi-ui';
import { SubscriptionTile } from './subscription-tile';
import { GatedTile } from './gated-tile';
import { previousMonth, todayIso } from './home-dates';
import { isFirstConnection } from './home-tiles';
import { LastImportTile, OutOfDateTile } from './import-tiles';
import {
  BalanceTile,
  FluctuationTile,
  mainAccountOf,
  SelectMainAccountTile,
} from './main-account-tiles';
import { PropertyTile } from './property-tile';
import { TopCategoriesTile } from './top-categories-tile';
import { useFluctuation, useMonthExpenses, useProperty } from './use-home';
import { useHomeFormat } from './use-home-format';
import { GreetingModal, WelcomeTile } from './welcome';
import './home.css';

/** / (spec 000 §2): the dashboard tiles, every call made at once. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useAuth().user!;
  const [today] = useState(todayIso);
  const lastMonth = previousMonth(today);
  const format = useHomeFormat();
  const fluctuation = useFluctuation(today);
  const expenses = useMonthExpenses(lastMonth);
  const property = useProperty(today);
  const banks = useBanks();
  const budgets = useBudgets();
  const accounts = banks.data?.flatMap((bank) => bank.accounts) ?? [];
  const budget = budgets.data?.find((one) => one.favorite) ?? budgets.data?.[0] ?? null;
  const name = displayName(user);
  const firstConnection = isFirstConnection(user);
  const newcomer = firstConnection || (banks.isSuccess && accounts.length === 0);
  const hasMainAccount = fluctuation.data && mainAccountOf(fluctuation.data) !== null;

  return (
    <>
      <PageHeader title={t('screen.home')} description={t('home.description', { name })} />
      {firstConnection && user.agreedCgu && <GreetingModal idUser={user.idUser} name={name} />}
      <TileGrid>
        {newcomer && <WelcomeTile name={name} />}
        {fluctuation.isSuccess && !hasMainAccount ? (
          <SelectMainAccountTile />
        ) : (
          <GatedTile title={t('home.balance.title')} queries={[fluctuation]}>
            {() => <BalanceTile result={fluctuation.data!} format={format} />}
          </GatedTile>
        )}
        <GatedTile title={t('home.property.title')} queries={[property]}>
          {() => <PropertyTile result={property.data!} format={format} />}
        </GatedTile>
        <GatedTile title={t('home.budget.title')} queries={[budgets]}>
          {() => <BudgetTile budget={budget} month={lastMonth} format={format} />}
        </GatedTile>
        <GatedTile title={t('home.lastImport.title')} queries={[banks]}>
          {() => <LastImportTile accounts={accounts} today={today} format={format} />}
        </GatedTile>
        <GatedTile title={t('home.outOfDate.title')} queries={[banks]}>
          {() => <OutOfDateTile accounts={accounts} today={today} format={format} />}
        </GatedTile>
        <SubscriptionTile user={user} />
        <GatedTile title={t('home.bankSync.title')} queries={[banks]}>
          {() => <BankSyncTile accounts={accounts} />}
        </GatedTile>
      </TileGrid>
      <div className="home-wide">
        {hasMainAccount && <FluctuationTile result={fluctuation.data!} format={format} />}
        <GatedTile title={t('home.categories.title')} queries={[expenses]}>
          {() => <TopCategoriesTile result={expenses.data!} format={format} />}
        </GatedTile>
      </div>
    </>
  );
}
