import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { Select } from '../../components/select';
import type { ImportReportSummary } from '../../../contract/import';
import { BooksImportCard } from '../books-import/use-books-import-ui';
import { PRESENTATION_PATH } from './import-paths';
import { reportLabel } from './report-label';
import { ReportView } from './report-view';
import { usePendingReports } from './use-import';
import './import.css';
import './import-review.css';

const IMPORT_ID = /^\d{1,15}$/;

/** /parameters/import (spec 001 §2, §4): the review of an uploaded file before incorporating. */
export default function ImportPage() {
  const { t } = useTranslation();
  const pending = usePendingReports();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('importId') ?? '';
  const choose = (importId: number) => setParams({ importId: String(importId) });
  return (
    <>
      <PageHeader
        title={t('screen.parameters.import')}
        description={t('importScreen.review.description')}
      />
      <BooksImportCard />
      <QueryGate queries={[pending]}>
        {() => {
          const reports = pending.data!;
          const importId = IMPORT_ID.test(wanted)
            ? Number(wanted)
            : (reports[0]?.importReportId ?? null);
          if (importId === null) {
            return (
              <EmptyState
                title={t('importScreen.review.none')}
                action={<Link to={PRESENTATION_PATH}>{t('importScreen.review.toUpload')}</Link>}
              />
            );
          }
          return (
            <>
              {reports.length > 1 && (
                <ReportSelector reports={reports} value={importId} onChange={choose} />
              )}
              <ReportView key={importId} importId={importId} />
            </>
          );
        }}
      </QueryGate>
    </>
  );
}

/** Several files (or accounts of one file) wait: the one to review. */
function ReportSelector({
  reports,
  value,
  onChange,
}: {
  reports: readonly ImportReportSummary[];
  value: number;
  onChange: (importId: number) => void;
}) {
  const { t } = useTranslation();
  const options = reports.map((report) => ({
    value: String(report.importReportId),
    label: reportLabel(t, report),
  }));
  const known = reports.some((report) => report.importReportId === value);
  return (
    <div className="import-review__reports">
      <Select
        label={t('importScreen.report.choose')}
        options={options}
        value={known ? String(value) : ''}
        placeholder={known ? undefined : t('importScreen.report.other')}
        onChange={(event) => event.target.value && onChange(Number(event.target.value))}
      />
    </div>
  );
}
