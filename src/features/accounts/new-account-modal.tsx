import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import type { NewAccountFormProps } from '../../lib/new-account-form';
import { useBankNames, useBanks } from '../banks/use-banks';
import { useCurrencies, usePreferences } from '../settings/use-settings';
import { AccountModal } from './account-modal';

/** The account form for a new account, once the lists it offers are read. */
export default function NewAccountModal({
  number,
  currency,
  onSaved,
  onClose,
}: NewAccountFormProps) {
  const { t } = useTranslation();
  const banks = useBanks();
  const bankNames = useBankNames();
  const currencies = useCurrencies();
  const preferences = usePreferences();
  if (!banks.data || !bankNames.data || !currencies.data || !preferences.data) {
    return <Spinner label={t('common.loading')} />;
  }
  const fileCurrency = currencies.data.find((one) => one.abrv === currency);
  return (
    <AccountModal
      account={null}
      number={number}
      onSaved={onSaved && ((account) => onSaved(account.accountId))}
      onClose={onClose}
      banks={banks.data}
      bankNames={bankNames.data}
      currencies={currencies.data}
      currencyId={fileCurrency?.currencyId ?? preferences.data.currency}
    />
  );
}
