import { useState } from 'react';
import type { PayeeDto } from '../../../contract/payees';
import { PayeeModal } from './payee-modal';
import { formatPayeeName } from './payees-api';

/** A new payee from the text typed in a form's payee field: the name is suggested from that text
 *  (the text itself when the suggestion fails), then the payee modal opens in place of the form,
 *  which keeps its values meanwhile (spec 001 §2: one dialog at a time). */
export function usePayeeCreation(onSaved: (payee: PayeeDto) => void) {
  const [name, setName] = useState<string | null>(null);
  const start = async (typed: string) => {
    const suggested = typed ? await formatPayeeName(typed).catch(() => typed) : '';
    setName(suggested || typed);
  };
  const modal =
    name === null ? null : (
      <PayeeModal payee={null} initialName={name} onClose={() => setName(null)} onSaved={onSaved} />
    );
  return { start: (typed: string) => void start(typed), modal };
}
