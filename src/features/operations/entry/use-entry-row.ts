import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OperationKind } from '../../../../contract/operations';
import {
  operationResolver,
  type OperationFormValues,
  type OperationSaveBody,
} from '../../../components/operation-form/operation-form';
import { choosePayee } from '../../../components/operation-form/payee-defaults';
import { statusOf } from '../../../lib/api';
import { usePayeeCreation } from '../../payees/use-payees-ui';
import { useSaveOperation } from '../use-operations';
import { entryValues } from './entry-form';

/** What the entry row last did: nothing yet, saved a line, or failed (the error to tell). */
export type EntryStatus = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; error: unknown };

/**
 * The entry row's form: validated by the contract's schema (the operation modal's resolver),
 * saved by the modal's mutation with an Idempotency-Key. After a save the line clears but keeps
 * its date, and the focus goes back to the payee for the next line.
 */
export function useEntryRow(accountId: number, defaultDate: string) {
  const form = useForm<OperationFormValues, unknown, OperationSaveBody>({
    resolver: operationResolver,
    defaultValues: entryValues(accountId, defaultDate),
  });
  const save = useSaveOperation();
  const [status, setStatus] = useState<EntryStatus>({ kind: 'idle' });
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const newPayee = usePayeeCreation((payee) => {
    choosePayee(form, payee);
    setTimeout(() => form.setFocus('amount'));
  });

  const submit = form.handleSubmit((body) => {
    setStatus({ kind: 'idle' });
    save.mutate(
      { kind: OperationKind.simple, id: null, body, idempotencyKey },
      {
        onSuccess: () => {
          setIdempotencyKey(crypto.randomUUID());
          form.reset(entryValues(accountId, form.getValues('date') ?? defaultDate));
          setStatus({ kind: 'saved' });
          // Once the cleared line has rendered: the payee's text selected, ready to be typed over.
          setTimeout(() => form.setFocus('payee', { shouldSelect: true }));
        },
        onError: (error) => {
          // A refusal stores no key; a lost answer keeps it, so sending again cannot create twice.
          if (statusOf(error) !== undefined) setIdempotencyKey(crypto.randomUUID());
          setStatus({ kind: 'failed', error });
        },
      },
    );
  });

  return { form, submit, saving: save.isPending, status, newPayee };
}
