import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReportDto } from '../../../contract/import';
import { AccountSelector } from '../../components/account-selector';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { useAccountChoices } from '../settings/use-settings';
import { NewAccountOffer } from './new-account-offer';
import { useChooseAccount } from './use-import';

/**
 * The account the lines go to. A report without one takes the suggested account at once, so
 * that its lines are matched against it (the person may change it).
 */
export function TargetAccount({ report }: { report: ImportReportDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const accounts = useAccountChoices();
  const choose = useChooseAccount(report.importReportId);
  const suggested = useRef(false);
  const chosen = report.account?.accountId ?? null;
  const change = (accountId: number) =>
    choose.mutate(accountId, {
      onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
    });

  useEffect(() => {
    if (suggested.current || chosen !== null || report.suggestedAccountId === null) return;
    suggested.current = true;
    change(report.suggestedAccountId);
  });

  const fitsNone = chosen === null && report.suggestedAccountId === null;
  return (
    <>
      <AccountSelector
        label={t('importScreen.review.account')}
        hint={
          report.accountNumber
            ? t('importScreen.review.accountNumber', { number: report.accountNumber })
            : undefined
        }
        accounts={accounts.data ?? []}
        value={chosen ?? report.suggestedAccountId}
        placeholder={chosen === null ? t('importScreen.review.account.choose') : undefined}
        disabled={choose.isPending || !accounts.data}
        onChange={(accountId) => typeof accountId === 'number' && change(accountId)}
      />
      {fitsNone && report.accountNumber && <NewAccountOffer report={report} onCreated={change} />}
    </>
  );
}
