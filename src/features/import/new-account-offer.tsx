import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReportDto } from '../../../contract/import';
import { Button } from '../../components/button';
import { useNewAccountForm } from '../../lib/new-account-form';

/**
 * For a statement whose number fits none of the person's accounts: the account form, its number
 * and currency already the file's; the new account then receives the statement.
 */
export function NewAccountOffer({
  report,
  onCreated,
}: {
  report: ImportReportDto;
  onCreated: (accountId: number) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const newAccountForm = useNewAccountForm();
  if (!newAccountForm) return null;
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        {t('importScreen.review.newAccount', { number: report.accountNumber })}
      </Button>
      {open &&
        newAccountForm({
          number: report.accountNumber ?? undefined,
          currency: report.currency,
          onSaved: onCreated,
          onClose: () => setOpen(false),
        })}
    </>
  );
}
