import { useTranslation } from 'react-i18next';
import type { AccountDto } from '../../../contract/account-dtos';
import { maskIban } from '../../../contract/iban';
import { FULL_NAME_ACCOUNT_MAX, FULL_NAME_BANK_MAX } from '../../../contract/accounts';
import { IBAN_MASK_ACCOUNTS, truncate } from '../../../contract/masking';
import { Button } from '../../components/button';
import { Table, type Column } from '../../components/table';
import { AccountSyncCell } from '../bi/use-bi-ui';
import { AccountCsvExport } from './account-csv-export';
import { AccountFileExports } from './account-file-exports';
import { FavoriteToggle } from './favorite-toggle';

interface AccountsTableProps {
  accounts: readonly AccountDto[];
  mainAccountId: number | null;
  onEdit: (account: AccountDto) => void;
  onDelete: (account: AccountDto) => void;
  onImportCsv: (account: AccountDto) => void;
  onHistory: (account: AccountDto) => void;
}

/**
 * The accounts, named as their full name cuts them (000 §9: bank at 25 characters, name at 40)
 * and their IBAN masked (first 5 and last 3 characters).
 */
export function AccountsTable(props: AccountsTableProps) {
  const { accounts, mainAccountId, onEdit, onDelete, onImportCsv, onHistory } = props;
  const { t } = useTranslation();
  const columns: Column<AccountDto>[] = [
    {
      key: 'favorite',
      priority: 'normal',
      header: t('account.column.favorite'),
      render: (account) => <FavoriteToggle account={account} />,
    },
    {
      key: 'name',
      priority: 'essential',
      header: t('account.column.name'),
      render: (account) => (
        <span className="accounts-table__name">
          {truncate(account.name, FULL_NAME_ACCOUNT_MAX)}
          {account.accountId === mainAccountId && (
            <span className="accounts-table__badge">{t('account.main')}</span>
          )}
        </span>
      ),
    },
    {
      key: 'bank',
      priority: 'normal',
      header: t('account.column.bank'),
      render: (account) => truncate(account.bank.name, FULL_NAME_BANK_MAX),
    },
    {
      key: 'type',
      priority: 'detail',
      header: t('account.column.type'),
      render: (account) => t(`account.type.${account.type}`),
    },
    {
      key: 'iban',
      priority: 'detail',
      header: t('account.column.iban'),
      render: (account) => (account.iban ? maskIban(account.iban, IBAN_MASK_ACCOUNTS) : '—'),
    },
    {
      key: 'currency',
      priority: 'detail',
      header: t('account.column.currency'),
      render: (account) => account.currency.abrv,
    },
    {
      key: 'sync',
      priority: 'detail',
      header: t('bi.screens.column.sync'),
      render: (account) => <AccountSyncCell account={account} />,
    },
    {
      key: 'actions',
      priority: 'essential',
      header: t('account.column.actions'),
      align: 'end',
      render: (account) => (
        <span className="accounts-table__actions">
          <span className="accounts-table__edit">
            <Button
              variant="link"
              aria-label={t('account.edit.named', { name: account.name })}
              onClick={() => onEdit(account)}
            >
              {t('account.edit')}
            </Button>
            <Button
              variant="link"
              aria-label={t('account.delete.named', { name: account.name })}
              onClick={() => onDelete(account)}
            >
              {t('account.delete')}
            </Button>
          </span>
          <Button
            variant="link"
            aria-label={t('account.csv.import.named', { name: account.name })}
            onClick={() => onImportCsv(account)}
          >
            {t('account.csv.import')}
          </Button>
          <AccountCsvExport account={account} />
          <AccountFileExports account={account} />
          <Button
            variant="link"
            aria-label={t('account.importHistory.named', { name: account.name })}
            onClick={() => onHistory(account)}
          >
            {t('account.importHistory')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      caption={t('account.table.caption')}
      captionHidden
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.accountId}
      rowLabel={(account) => account.name}
      smallScreen="stack"
      paginated
    />
  );
}
