import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountNotEmptyErrorSchema } from '../../contract/account-payloads';
import { Alert } from './alert';
import { Button } from './button';
import { ConfirmModal } from './confirm-modal';
import { Modal } from './modal';
import { useToast } from './toast-context';
import { isHttpError } from '../lib/api';
import { errorMessageKey } from '../lib/messages';

/** The operation count of an AccountNotEmptyException refusal, else null. */
function notEmptyCount(error: unknown): number | null {
  if (!isHttpError(error)) return null;
  const refusal = accountNotEmptyErrorSchema.safeParse(error.response?.data);
  return refusal.success ? refusal.data.count : null;
}

export interface DeleteTexts {
  title: string;
  question: string;
  /** Asked after AccountNotEmptyException, with the operation count. */
  forceQuestion: (count: number) => string;
  done: string;
}

type Step = { name: 'ask' } | { name: 'force'; count: number } | { name: 'refused'; code: string };

interface ForcedDeleteModalProps {
  texts: DeleteTexts;
  /** Deletes; `force` also deletes the operations (spec 000 §8 AccountNotEmptyException). */
  remove: (force: boolean) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Deleting an account or a bank (spec 000 §5, §8): a confirmation; if the server answers that
 * operations remain, a second one telling how many, which deletes them too; any other refusal
 * (the main account) is told, with nothing deleted. Mounted while open.
 */
export function ForcedDeleteModal({ texts, remove, onClose }: ForcedDeleteModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [step, setStep] = useState<Step>({ name: 'ask' });
  const [pending, setPending] = useState(false);

  const run = (force: boolean) => {
    setPending(true);
    remove(force).then(
      () => {
        toast.show({ variant: 'success', message: texts.done });
        onClose();
      },
      (error: unknown) => {
        setPending(false);
        const count = notEmptyCount(error);
        setStep(
          count !== null && !force
            ? { name: 'force', count }
            : { name: 'refused', code: errorMessageKey(error) },
        );
      },
    );
  };

  if (step.name === 'refused') {
    return (
      <Modal
        open
        title={texts.title}
        onClose={onClose}
        footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      >
        <Alert variant="danger">{t(step.code)}</Alert>
      </Modal>
    );
  }
  const force = step.name === 'force';
  return (
    <ConfirmModal
      // A new dialog for the second question, so that focus starts again on Cancel.
      key={step.name}
      open
      danger
      title={texts.title}
      message={force ? texts.forceQuestion(step.count) : texts.question}
      confirmLabel={t(force ? 'account.delete.force' : 'account.delete.confirm')}
      loading={pending}
      onConfirm={() => run(force)}
      onCancel={onClose}
    />
  );
}
