import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { AccountModal } from '../accounts/use-accounts-ui';
import { useBankNames, useBanks } from '../banks/use-banks';
import { useCurrencies, usePreferences } from '../settings/use-settings';

/** The patrimony's add-account action: the accounts screen's form, the lists it needs first. */
export function AddAccountAction() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const banks = useBanks();
  const bankNames = useBankNames();
  const currencies = useCurrencies();
  const preferences = usePreferences();
  const ready = banks.data && bankNames.data && currencies.data && preferences.data;
  return (
    <>
      <Button variant="primary" disabled={!ready} onClick={() => setOpen(true)}>
        {t('analysis.patrimony.addAccount')}
      </Button>
      {open && ready && (
        <AccountModal
          account={null}
          onClose={() => setOpen(false)}
          banks={banks.data!}
          bankNames={bankNames.data!}
          currencies={currencies.data!}
          currencyId={preferences.data!.currency}
        />
      )}
    </>
  );
}
