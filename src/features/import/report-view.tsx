import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ImportLineDto, ImportReportDto } from '../../../contract/import';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { QueryGate } from '../../components/query-gate';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { BalanceSummary } from './balance-summary';
import { CsvMappingPanel } from './csv-mapping-panel';
import { ImportHistoryDialog } from './import-history-dialog';
import { ImportLinesTable } from './import-lines-table';
import { REVIEW_PATH } from './import-paths';
import { IncorporateModal } from './incorporate-modal';
import { LineEditModal } from './line-edit-modal';
import { ReadingFindings } from './reading-findings';
import { TargetAccount } from './target-account';
import { useDeleteReport, useReport } from './use-import';

type Opened =
  | { modal: 'edit'; line: ImportLineDto }
  | { modal: 'incorporate' }
  | { modal: 'delete' }
  | { modal: 'history' };

/** One report: its account, its CSV mapping, the balance check, the lines and what to do. */
export function ReportView({ importId }: { importId: number }) {
  const report = useReport(importId);
  return <QueryGate queries={[report]}>{() => <ReportBody report={report.data!} />}</QueryGate>;
}

function ReportBody({ report }: { report: ImportReportDto }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const close = () => setOpened(null);
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectedIds = report.operations
    .filter((line) => selected.has(line.importedOperationId) && !line.alreadyImported)
    .map((line) => line.importedOperationId);
  const account = report.account;

  return (
    <div className="import-review">
      <div className="import-review__account">
        <TargetAccount report={report} />
        {account && (
          <Button variant="link" onClick={() => setOpened({ modal: 'history' })}>
            {t('importScreen.history.open')}
          </Button>
        )}
      </div>
      {account && report.currency && report.currency !== account.currency && (
        <Alert variant="warning">
          {t('importScreen.review.otherCurrency', {
            file: report.currency,
            account: account.currency,
          })}
        </Alert>
      )}
      <ReadingFindings report={report} />
      {report.csv && <CsvMappingPanel importId={report.importReportId} csv={report.csv} />}
      {report.skippedRows > 0 && (
        <p className="import-review__note">
          {t('importScreen.review.skipped', { count: report.skippedRows })}
        </p>
      )}
      <BalanceSummary report={report} />
      <div className="import-review__toolbar">
        <Button variant="primary" onClick={() => setOpened({ modal: 'incorporate' })}>
          {t('importScreen.incorporate.open')}
        </Button>
        {selected.size > 0 && (
          <Button onClick={() => setSelected(new Set())}>
            {t('importScreen.lines.unselect', { count: selectedIds.length })}
          </Button>
        )}
        <Button variant="danger" onClick={() => setOpened({ modal: 'delete' })}>
          {t('importScreen.review.delete')}
        </Button>
      </div>
      <ImportLinesTable
        report={report}
        selected={selected}
        onSelect={select}
        onEdit={(line) => setOpened({ modal: 'edit', line })}
      />
      {opened?.modal === 'edit' && (
        <LineEditModal
          importId={report.importReportId}
          line={opened.line}
          currency={account?.currency ?? report.currency ?? 'EUR'}
          onClose={close}
        />
      )}
      {opened?.modal === 'incorporate' && (
        <IncorporateModal report={report} selectedIds={selectedIds} onClose={close} />
      )}
      {opened?.modal === 'delete' && <DeleteReport report={report} onClose={close} />}
      {opened?.modal === 'history' && account && (
        <ImportHistoryDialog account={account} onClose={close} />
      )}
    </div>
  );
}

function DeleteReport({ report, onClose }: { report: ImportReportDto; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteReport();
  const confirm = () =>
    remove.mutate(report.importReportId, {
      onSuccess: () => void navigate(REVIEW_PATH, { replace: true }),
      onError: (error) => {
        toast.show({ variant: 'danger', message: t(errorMessageKey(error)) });
        onClose();
      },
    });
  return (
    <ConfirmModal
      open
      danger
      title={t('importScreen.review.delete')}
      message={t('importScreen.review.delete.question', {
        file: report.fileName ?? t('importScreen.report.noName'),
      })}
      confirmLabel={t('importScreen.review.delete.confirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
