import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayeeDto } from '../../../contract/payees';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { errorMessageKey } from '../../lib/messages';
import { DeletePayeesModal } from './delete-payees-modal';
import { PayeeDetailsModal } from './payee-details-modal';
import { GENERIC_ERROR } from './payee-labels';
import { PayeeList } from './payee-list';
import { PayeeModal } from './payee-modal';
import { usePayees, type DeleteFailure } from './use-payees';
import '../../components/parameters-list.css';

type Open =
  | { kind: 'edit'; payee: PayeeDto | null }
  | { kind: 'details'; payee: PayeeDto }
  | { kind: 'delete'; payees: PayeeDto[] }
  | null;

/** /parameters/payees (spec 001 §2): list, search, select, add, edit, details, delete. */
export default function PayeesPage() {
  const { t } = useTranslation();
  const payees = usePayees();
  // One modal at a time (spec 001 §2): opening one replaces the other.
  const [open, setOpen] = useState<Open>(null);
  const [failures, setFailures] = useState<DeleteFailure[]>([]);
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title={t('screen.parameters.payees')}
        description={t('payees.description')}
        actions={
          <Button variant="primary" onClick={() => setOpen({ kind: 'edit', payee: null })}>
            {t('payees.add')}
          </Button>
        }
      />
      {failures.length > 0 && (
        <DeleteFailures failures={failures} onDismiss={() => setFailures([])} />
      )}
      <QueryGate queries={[payees]}>
        {() => (
          <PayeeList
            payees={payees.data!}
            onDetails={(payee) => setOpen({ kind: 'details', payee })}
            onEdit={(payee) => setOpen({ kind: 'edit', payee })}
            onDelete={(chosen) => setOpen({ kind: 'delete', payees: chosen })}
          />
        )}
      </QueryGate>
      {open?.kind === 'edit' && <PayeeModal payee={open.payee} onClose={close} />}
      {open?.kind === 'details' && (
        <PayeeDetailsModal
          payee={open.payee}
          onClose={close}
          onEdit={() => setOpen({ kind: 'edit', payee: open.payee })}
        />
      )}
      {open?.kind === 'delete' && (
        <DeletePayeesModal payees={open.payees} onClose={close} onFailures={setFailures} />
      )}
    </>
  );
}

/** Spec 001 §8: a refused deletion shows its messageCode by the payee's name. */
function DeleteFailures({
  failures,
  onDismiss,
}: {
  failures: DeleteFailure[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" title={t('payees.delete.failed')} onDismiss={onDismiss}>
      <ul className="parameters-list__failures">
        {failures.map(({ payee, error }) => (
          <li key={payee.payeeId}>
            {payee.name}: {t(errorMessageKey(error, GENERIC_ERROR))}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
