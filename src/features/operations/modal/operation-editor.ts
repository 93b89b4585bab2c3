import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OperationKind } from '../../../../contract/operations';
import type { OperationDto } from '../../../../contract/operations-dto';
import { useToast } from '../../../components/toast-context';
import { statusOf } from '../../../lib/api';
import { useDeleteOperation, useOperation, useSaveOperation } from '../use-operations';

interface EditorOptions<Values extends FieldValues, Body extends FieldValues> {
  kind: OperationKind;
  /** Null for a new operation. */
  id: number | null;
  form: UseFormReturn<Values, unknown, Body>;
  valuesOf: (operation: OperationDto) => Values;
  onClose: () => void;
}

/**
 * The life of an operation or transfer being edited: loaded with its ETag into the form, saved
 * with If-Match (a creation with an Idempotency-Key), deleted; the last failure kept to show.
 * Reloading (after a 412) reads it again and puts the new values in the form.
 */
export function useOperationEditor<Values extends FieldValues, Body extends FieldValues>({
  kind,
  id,
  form,
  valuesOf,
  onClose,
}: EditorOptions<Values, Body>) {
  const { t } = useTranslation();
  const toast = useToast();
  const loaded = useOperation(kind, id);
  const save = useSaveOperation();
  const remove = useDeleteOperation();
  const [failure, setFailure] = useState<unknown>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const data = loaded.data;

  useEffect(() => {
    if (data) form.reset(valuesOf(data.operation));
  }, [data, form, valuesOf]);

  const failed = (error: unknown) => {
    setFailure(error);
    // A refusal stores no key; a lost answer keeps it, so sending again cannot create twice.
    if (statusOf(error) !== undefined) setIdempotencyKey(crypto.randomUUID());
  };

  const submit = (body: Body) => {
    setFailure(null);
    const keyed = id === null ? { idempotencyKey } : { etag: data?.etag };
    save.mutate(
      { kind, id, body, ...keyed },
      {
        onSuccess: () => {
          const saved =
            kind === OperationKind.transfer ? 'transferModal.saved' : 'operationModal.saved';
          toast.show({ variant: 'success', message: t(saved) });
          onClose();
        },
        onError: failed,
      },
    );
  };

  const deleteIt = (onFailure: () => void) => {
    if (id === null) return;
    remove.mutate(
      { kind, id, etag: data?.etag },
      {
        onSuccess: () => {
          toast.show({ variant: 'success', message: t('operationModal.deleted') });
          onClose();
        },
        onError: (error) => {
          failed(error);
          onFailure();
        },
      },
    );
  };

  const reload = () => {
    setFailure(null);
    void loaded.refetch();
  };

  return { loaded, save, remove, failure, submit, deleteIt, reload };
}
