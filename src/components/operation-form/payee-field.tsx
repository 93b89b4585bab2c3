import type { PayeeDto } from '../../../contract/payees';
import { useControlledField } from '../form-inputs';
import { PayeeSelector } from '../payee-selector';

interface PayeeFieldProps {
  label: string;
  payees: readonly PayeeDto[];
  onChoose: (payee: PayeeDto) => void;
  onCreate: (typedName: string) => void;
}

/** Choosing a payee applies its defaults; a new name opens the payee modal first. */
export function PayeeField({ label, payees, onChoose, onCreate }: PayeeFieldProps) {
  const { onChange, ...field } = useControlledField<number | null>('payee');
  return (
    <PayeeSelector
      {...field}
      label={label}
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
