import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import { formatIsoDate, isIsoDate } from '../../../../contract/dates';
import type { Cents } from '../../../../contract/money';
import { reconciliationGap } from '../../../../contract/operations-reconciliation';
import { AmountInput } from '../../../components/amount-input';
import { Button } from '../../../components/button';
import { DateInput } from '../../../components/date-input';
import { useToast } from '../../../components/toast-context';
import { errorMessageKey } from '../../../lib/messages';
import { nextDay, todayIso } from './list-period';
import { useBalance, useLastStatement, useSaveStatement } from '../use-operations';

interface ReconciliationPanelProps {
  account: AccountSummary;
  money: (cents: Cents) => string;
  open: boolean;
  onToggle: () => void;
}

/**
 * Reconciliation against a bank statement: the gap between the statement's closing
 * balance and the pointed balance on its date falls to 0 as lines are pointed; finishing records it.
 */
export function ReconciliationPanel({ account, money, open, onToggle }: ReconciliationPanelProps) {
  const { t } = useTranslation();
  const last = useLastStatement(account.accountId);
  return (
    <section className="reconciliation" aria-labelledby="reconciliation-title">
      <div className="reconciliation__head">
        <h2 id="reconciliation-title" className="reconciliation__title">
          {t('operations.reconcile.title')}
        </h2>
        {last.data && (
          <span className="reconciliation__last">
            {t('operations.reconcile.last', {
              date: formatIsoDate(last.data.date, false),
              balance: money(last.data.balance),
            })}
          </span>
        )}
        <Button aria-expanded={open} onClick={onToggle}>
          {t(open ? 'operations.reconcile.close' : 'operations.reconcile.start')}
        </Button>
      </div>
      {open && <ReconciliationForm accountId={account.accountId} money={money} onDone={onToggle} />}
    </section>
  );
}

function ReconciliationForm({
  accountId,
  money,
  onDone,
}: {
  accountId: number;
  money: (cents: Cents) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [date, setDate] = useState<string | null>(todayIso());
  const [balance, setBalance] = useState<Cents | null>(null);
  const validDate = date !== null && isIsoDate(date);
  const pointed = useBalance(
    validDate ? { accounts: [accountId], pointedOnly: true, startDate: nextDay(date) } : null,
  );
  const save = useSaveStatement(accountId);
  const gap =
    balance !== null && !Number.isNaN(balance) && pointed.data !== undefined
      ? reconciliationGap(balance, pointed.data)
      : null;
  const finish = () =>
    validDate &&
    balance !== null &&
    save.mutate(
      { date, balance },
      {
        onSuccess: () => {
          toast.show({ variant: 'success', message: t('operations.reconcile.done') });
          onDone();
        },
        onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      },
    );

  return (
    <div className="reconciliation__form">
      <DateInput label={t('operations.reconcile.date')} value={date} onChange={setDate} />
      <AmountInput
        label={t('operations.reconcile.balance')}
        value={balance}
        onChange={setBalance}
        allowNegative
      />
      <dl className="reconciliation__figures">
        <div>
          <dt>{t('operations.reconcile.pointed')}</dt>
          <dd>{pointed.data === undefined ? '…' : money(pointed.data)}</dd>
        </div>
        <div>
          <dt>{t('operations.reconcile.gap')}</dt>
          <dd data-testid="reconciliation-gap" className={gap === 0 ? 'is-reconciled' : undefined}>
            {gap === null ? '…' : money(gap)}
          </dd>
        </div>
      </dl>
      <Button variant="primary" disabled={gap !== 0} loading={save.isPending} onClick={finish}>
        {t('operations.reconcile.finish')}
      </Button>
    </div>
  );
}
