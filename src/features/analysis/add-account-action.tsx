import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { NewAccountModal } from '../accounts/use-accounts-ui';

/** The patrimony's add-account action: the accounts screen's form. */
export function AddAccountAction() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('analysis.patrimony.addAccount')}
      </Button>
      {open && <NewAccountModal onClose={() => setOpen(false)} />}
    </>
  );
}
