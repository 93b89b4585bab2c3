import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import type { Cents } from '../../../../contract/money';
import { WHOLE_YEAR, type ListPeriod } from '../../../../contract/operations-period';
import type { OperationDto } from '../../../../contract/operations-dto';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { yearMonthName } from '../../../lib/months';
import { BalanceSummaries } from './balance-summaries';
import { CompactBar } from './compact-bar';
import { ListActions } from './list-actions';
import type { OpenModal } from './list-modals';
import type { ListSummary } from './list-summary';

interface ListHeaderProps {
  account: AccountSummary;
  small: boolean;
  period: ListPeriod;
  onPeriod: (period: ListPeriod) => void;
  toolbar: React.ReactNode;
  summary: ListSummary;
  pointed: Cents | undefined;
  money: (cents: Cents) => string;
  operations: readonly OperationDto[];
  yearMonth: string;
  open: OpenModal;
  setOpen: (open: OpenModal) => void;
  onReconcile: () => void;
}

/**
 * What comes above the list: on large screens the actions, the account and period, the balances;
 * on phones a compact bar whose Actions button opens a sheet with all of them.
 */
export function ListHeader(props: ListHeaderProps) {
  const { t, i18n } = useTranslation();
  const { account, yearMonth, setOpen } = props;
  // The PDF's title says the month in words ("novembre 2026"), not its ISO form.
  const periodInWords =
    props.period.month === WHOLE_YEAR
      ? String(props.period.year)
      : yearMonthName(yearMonth, i18n.language);
  const actions = (
    <ListActions
      operations={props.operations}
      exportTitle={`${account.name} — ${periodInWords}`}
      exportFileName={`operations-${account.accountId}-${yearMonth}`}
      setOpen={setOpen}
    />
  );
  const summaries = (
    <BalanceSummaries summary={props.summary} pointed={props.pointed} money={props.money} />
  );
  if (!props.small) {
    return (
      <>
        <PageHeader title={t('screen.operations')} description={account.name} actions={actions} />
        {props.toolbar}
        {summaries}
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('screen.operations')} description={account.name} />
      <CompactBar
        period={props.period}
        onPeriod={props.onPeriod}
        end={props.summary.end}
        money={props.money}
        onActions={() => setOpen({ kind: 'sheet' })}
      />
      <Modal
        open={props.open?.kind === 'sheet'}
        title={t('operations.list.actions')}
        onClose={() => setOpen(null)}
      >
        <div className="actions-sheet">
          {actions}
          {props.toolbar}
          {summaries}
          <Button
            onClick={() => {
              setOpen(null);
              props.onReconcile();
            }}
          >
            {t('operations.reconcile.start')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
