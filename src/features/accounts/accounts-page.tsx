import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AccountDto } from '../../../contract/account-dtos';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useBankNames, useBanks } from '../banks/use-banks';
import { ImportHistoryDialog, UploadModal } from '../import/use-import-ui';
import { useCurrencies, usePreferences } from '../settings/use-settings';
import { AccountModal } from './account-modal';
import { AccountsTable } from './accounts-table';
import { AccountDeleteModal } from './account-delete-modal';
import './accounts.css';

/** Which modal is open: the account form (null account: a new one, maybe in a bank) or a deletion. */
type Opened =
  | { modal: 'edit'; account: AccountDto | null; bankId?: number }
  | { modal: 'delete'; account: AccountDto }
  | { modal: 'importCsv'; account: AccountDto }
  | { modal: 'history'; account: AccountDto };

const historyAccount = (account: AccountDto) => ({
  accountId: account.accountId,
  name: account.name,
  currency: account.currency.abrv,
});

/** `?bankId=` (the banks screen's "Add an account") opens a new account in that bank. */
const BANK_PARAM = 'bankId';

/** /parameters/accounts (spec 000 §2, 001 §2): add, edit, delete, favourite, CSV import and export,
 *  import history. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const banks = useBanks();
  const bankNames = useBankNames();
  const currencies = useCurrencies();
  const preferences = usePreferences();
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<Opened | null>(() => {
    const bankId = Number(params.get(BANK_PARAM));
    return bankId > 0 ? { modal: 'edit', account: null, bankId } : null;
  });
  const close = () => {
    setOpened(null);
    if (params.has(BANK_PARAM)) setParams({}, { replace: true });
  };
  const add = () => setOpened({ modal: 'edit', account: null });

  return (
    <>
      <PageHeader
        title={t('screen.parameters.accounts')}
        description={t('account.page.description')}
        actions={
          <Button variant="primary" onClick={add}>
            {t('account.add')}
          </Button>
        }
      />
      <QueryGate queries={[banks, bankNames, currencies, preferences]}>
        {() => {
          const accounts = banks.data!.flatMap((bank) => bank.accounts);
          return (
            <>
              {accounts.length === 0 ? (
                <EmptyState
                  title={t('account.empty.title')}
                  description={t('account.empty.description')}
                />
              ) : (
                <AccountsTable
                  accounts={accounts}
                  mainAccountId={preferences.data!.mainAccount}
                  onEdit={(account) => setOpened({ modal: 'edit', account })}
                  onDelete={(account) => setOpened({ modal: 'delete', account })}
                  onImportCsv={(account) => setOpened({ modal: 'importCsv', account })}
                  onHistory={(account) => setOpened({ modal: 'history', account })}
                />
              )}
              {opened?.modal === 'edit' && (
                <AccountModal
                  key={opened.account?.accountId ?? 'new'}
                  account={opened.account}
                  bankId={opened.bankId}
                  onClose={close}
                  banks={banks.data!}
                  bankNames={bankNames.data!}
                  currencies={currencies.data!}
                  currencyId={preferences.data!.currency}
                />
              )}
              {opened?.modal === 'delete' && (
                <AccountDeleteModal account={opened.account} onClose={close} />
              )}
              {opened?.modal === 'importCsv' && (
                <UploadModal accountId={opened.account.accountId} onClose={close} />
              )}
              {opened?.modal === 'history' && (
                <ImportHistoryDialog account={historyAccount(opened.account)} onClose={close} />
              )}
            </>
          );
        }}
      </QueryGate>
    </>
  );
}
