import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../contract/accounts-summary';
import { FormAccountSelector } from '../../components/form-selectors';

/** The account (optional for a simple plan without autoSave) and a transfer's destination. */
export function AccountFields({
  accounts,
  transfer,
}: {
  accounts: readonly AccountSummary[];
  transfer: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="operation-form__row">
      <FormAccountSelector
        name="account"
        label={t(transfer ? 'echeances.field.fromAccount' : 'echeances.field.account')}
        accounts={accounts}
        placeholder={t('echeances.field.noAccount')}
      />
      {transfer && (
        <FormAccountSelector
          name="toAccount"
          label={t('echeances.field.toAccount')}
          accounts={accounts}
          placeholder={t('echeances.field.noAccount')}
        />
      )}
    </div>
  );
}
