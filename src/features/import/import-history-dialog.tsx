import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportIncorporationDto } from '../../../contract/import';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { QueryGate } from '../../components/query-gate';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { IncorporationItem } from './incorporation-item';
import { useHistory, useRevertIncorporation, useUndoMerge } from './use-import';
import './import.css';

interface ImportHistoryDialogProps {
  account: { accountId: number; name: string; currency: string };
  onClose: () => void;
}

const newestFirst = (a: ImportIncorporationDto, b: ImportIncorporationDto) =>
  b.incorporatedAt.localeCompare(a.incorporatedAt) || b.incorporationId - a.incorporationId;

/**
 * The import history of an account: each incorporation, newest first, to revert;
 * each merge to undo. One modal at a time (spec 001 §2): the revert question replaces the list.
 */
export function ImportHistoryDialog({ account, onClose }: ImportHistoryDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const history = useHistory(account.accountId);
  const revert = useRevertIncorporation();
  const undo = useUndoMerge();
  const [asking, setAsking] = useState<ImportIncorporationDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(errorMessageKey(error));

  const confirmRevert = () => {
    if (!asking) return;
    revert.mutate(asking.incorporationId, {
      onSuccess: () =>
        toast.show({ variant: 'success', message: t('importScreen.history.reverted') }),
      onError: failed,
      onSettled: () => setAsking(null),
    });
  };
  const undoMerge = (operationId: number) => {
    setProblem(null);
    undo.mutate(operationId, {
      onSuccess: () =>
        toast.show({ variant: 'success', message: t('importScreen.history.undone') }),
      onError: failed,
    });
  };

  const title = t('importScreen.history.title', { account: account.name });
  if (asking) {
    return (
      <Modal
        open
        title={title}
        onClose={() => setAsking(null)}
        dismissible={!revert.isPending}
        footer={
          <>
            <Button onClick={() => setAsking(null)} disabled={revert.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" loading={revert.isPending} onClick={confirmRevert}>
              {t('importScreen.history.revert')}
            </Button>
          </>
        }
      >
        <p>
          {t('importScreen.history.revert.question', {
            file: asking.fileName ?? asking.format,
            count: asking.createdCount,
            merged: asking.mergedCount,
          })}
        </p>
      </Modal>
    );
  }
  return (
    <Modal open title={title} onClose={onClose}>
      {problem && (
        <Alert variant="danger" onDismiss={() => setProblem(null)}>
          {t(problem)}
        </Alert>
      )}
      <QueryGate queries={[history]}>
        {() =>
          history.data!.length === 0 ? (
            <p>{t('importScreen.history.empty')}</p>
          ) : (
            <ol className="import-history">
              {[...history.data!].sort(newestFirst).map((incorporation) => (
                <IncorporationItem
                  key={incorporation.incorporationId}
                  incorporation={incorporation}
                  currency={account.currency}
                  busy={revert.isPending || undo.isPending}
                  onRevert={() => {
                    setProblem(null);
                    setAsking(incorporation);
                  }}
                  onUndoMerge={undoMerge}
                />
              ))}
            </ol>
          )
        }
      </QueryGate>
    </Modal>
  );
}
