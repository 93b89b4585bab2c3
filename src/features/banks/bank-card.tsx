import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BankDto } from '../../../contract/banks';
import { maskIban } from '../../../contract/iban';
import { IBAN_MASK_ACCOUNTS } from '../../../contract/masking';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { AccountSyncCell } from '../bi/use-bi-ui';

interface BankCardProps {
  bank: BankDto;
  onEdit: () => void;
  onDelete: () => void;
}

/** A bank and its accounts (name, type, masked IBAN). */
export function BankCard({ bank, onEdit, onDelete }: BankCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      title={bank.name}
      className="bank-card"
      actions={
        <span className="bank-card__actions">
          <Button
            variant="link"
            aria-label={t('bank.edit.named', { name: bank.name })}
            onClick={onEdit}
          >
            {t('bank.edit')}
          </Button>
          <Button
            variant="link"
            aria-label={t('bank.delete.named', { name: bank.name })}
            onClick={onDelete}
          >
            {t('bank.delete')}
          </Button>
        </span>
      }
    >
      {bank.accounts.length === 0 ? (
        <p className="bank-card__empty">
          {t('bank.accounts.none')}{' '}
          <Link to={`/parameters/accounts?bankId=${bank.bankId}`}>{t('bank.accounts.add')}</Link>
        </p>
      ) : (
        <ul className="bank-card__accounts" aria-label={t('bank.accounts.of', { name: bank.name })}>
          {bank.accounts.map((account) => (
            <li key={account.accountId} className="bank-card__account">
              <span className="bank-card__account-name">{account.name}</span>
              <span className="bank-card__account-detail">
                {t(`account.type.${account.type}`)}
                {account.iban && ` · ${maskIban(account.iban, IBAN_MASK_ACCOUNTS)}`}
              </span>
              {account.biAccountId !== null && <AccountSyncCell account={account} />}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
