import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../contract/accounts-summary';
import type { PayeeDto } from '../../../contract/payees';
import { useControlledField } from '../../components/form-inputs';
import { FormAccountSelector } from '../../components/form-selectors';
import { PayeeSelector } from '../../components/payee-selector';

interface PayeeFieldProps {
  payees: readonly PayeeDto[];
  onChoose: (payee: PayeeDto) => void;
  onCreate: (typedName: string) => void;
}

/** Choosing a payee applies its defaults; a new name opens the payee modal first. */
export function PayeeField({ payees, onChoose, onCreate }: PayeeFieldProps) {
  const { t } = useTranslation();
  const { onChange, ...field } = useControlledField<number | null>('payee');
  return (
    <PayeeSelector
      {...field}
      label={t('echeances.field.payee')}
      payees={payees.map((payee) => ({ id: payee.payeeId, name: payee.name }))}
      onChange={(payeeId) => {
        const payee = payees.find((candidate) => candidate.payeeId === payeeId);
        if (payee) onChoose(payee);
        else onChange(payeeId);
      }}
      onCreateNew={onCreate}
    />
  );
}

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
