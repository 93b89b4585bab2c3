import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BiMessageCode, type BiImporterDto } from '../../../contract/bi';
import type { AccountSummary } from '../../../contract/accounts-summary';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { importerFailureOf, type ImporterFailure } from './importer-errors';
import { ImporterRowFields } from './importer-row-fields';
import { hasMarks, importerOf, rowOf, selectionMarks, type ImporterRow } from './importer-rows';
import { useOpenWebview, useSaveImporters } from './use-bi';

interface SyncModalProps {
  importers: readonly BiImporterDto[];
  accounts: readonly AccountSummary[];
  onClose: () => void;
}

type Mark = { key: string; values?: Record<string, unknown> };

/** Failure of the last call, or the marks of the rules checked before calling. */
function marksOf(
  rows: readonly ImporterRow[],
  checked: boolean,
  failure: ImporterFailure | null,
): ImporterFailure {
  if (failure) return failure;
  if (!checked) return { rows: {}, general: null, reconnect: null } as ImporterFailure;
  const marks = selectionMarks(rows);
  const general: Mark | null = marks.empty ? { key: BiMessageCode.importerEmptySelection } : null;
  const byRow = Object.fromEntries(
    Object.entries(marks.rows).map(([originId, key]) => [originId, { key }]),
  );
  return { rows: byRow as Record<number, Mark>, general, reconnect: null } as ImporterFailure;
}

/** The bank sync modal (000 §2, §4, §5): each bank account matched to a local account. */
export function SyncModal({ importers, accounts, onClose }: SyncModalProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => importers.map((dto) => rowOf(dto)));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<ImporterFailure | null>(null);
  const save = useSaveImporters();
  const webview = useOpenWebview();
  const shown = marksOf(rows, checked, failure);

  const change = (row: ImporterRow) => {
    setFailure(null);
    setRows((all) => all.map((one) => (one.originId === row.originId ? row : one)));
  };
  const submit = () => {
    setChecked(true);
    setFailure(null);
    if (hasMarks(selectionMarks(rows))) return;
    save.mutate(rows.map(importerOf), {
      onSuccess: onClose,
      onError: (error) => setFailure(importerFailureOf(error)),
    });
  };
  const rowError = (row: ImporterRow) => {
    const mark = shown.rows[row.originId];
    if (!mark) return undefined;
    const onDate = mark.key === BiMessageCode.importerDateRequired;
    return { text: t(mark.key, mark.values), onDate };
  };

  return (
    <Modal
      open
      title={t('bi.screens.modal.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={save.isPending} onClick={submit}>
            {t('bi.screens.modal.save')}
          </Button>
        </>
      }
    >
      <p>{t('bi.screens.modal.intro')}</p>
      {shown.general && (
        <Alert variant="danger">
          <p>{t(shown.general.key, shown.general.values)}</p>
          {shown.state && <p>{t(`bi.screens.state.${shown.state}`, shown.state)}</p>}
          {shown.reconnect !== null && (
            <Button
              variant="primary"
              loading={webview.isPending}
              onClick={() => webview.mutate({ flow: 'reconnect', biBankId: shown.reconnect! })}
            >
              {t('bi.screens.reconnect')}
            </Button>
          )}
        </Alert>
      )}
      {importers.length === 0 && <p>{t('bi.screens.modal.none')}</p>}
      <div className="bi-rows">
        {importers.map((dto, index) => (
          <ImporterRowFields
            key={dto.originId}
            dto={dto}
            row={rows[index]!}
            accounts={accounts}
            error={rowError(rows[index]!)}
            onChange={change}
          />
        ))}
      </div>
    </Modal>
  );
}
