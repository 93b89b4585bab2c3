import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { PeerExportGuide } from '../books-import/use-books-import-ui';
import { BankExportGuide } from './bank-export-guide';
import { REVIEW_PATH, reviewPath } from './import-paths';
import { reportLabel } from './report-label';
import { UploadModal } from './upload-modal';
import { usePendingReports } from './use-import';
import './import.css';

const FORMATS = ['csv', 'ofx', 'qif', 'camt'] as const;
const PROMISES = ['never_twice', 'never_deleted', 'explained', 'undo'] as const;

/** /parameters/import-presentation (spec 001 §2): what can be imported, from where, and how. */
export default function ImportPresentationPage() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const upload = (
    <Button variant="primary" onClick={() => setUploading(true)}>
      {t('importScreen.upload.open')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t('screen.parameters.import-presentation')}
        description={t('importScreen.presentation.description')}
        actions={upload}
      />
      <div className="import-presentation">
        <PendingReports />
        <Card title={t('importScreen.formats.title')}>
          <ul className="import-presentation__list">
            {FORMATS.map((format) => (
              <li key={format}>
                <strong>{t(`importScreen.formats.${format}`)}</strong>{' '}
                {t(`importScreen.formats.${format}.desc`)}
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('importScreen.matching.title')}>
          <ul className="import-presentation__list">
            {PROMISES.map((promise) => (
              <li key={promise}>{t(`importScreen.matching.${promise}`)}</li>
            ))}
          </ul>
        </Card>
        <Card title={t('importScreen.banks.title')} className="import-presentation__banks">
          <p>{t('importScreen.banks.intro')}</p>
          <BankExportGuide />
        </Card>
        <Card title={t('booksImportScreen.guide.title')}>
          <p>{t('booksImportScreen.guide.intro')}</p>
          <PeerExportGuide />
          <p>
            <Link to={REVIEW_PATH}>{t('booksImportScreen.guide.where')}</Link>
          </p>
        </Card>
        <div className="import-presentation__action">{upload}</div>
      </div>
      {uploading && <UploadModal onClose={() => setUploading(false)} />}
    </>
  );
}

/** Files uploaded and not incorporated yet, to review again. */
function PendingReports() {
  const { t } = useTranslation();
  const pending = usePendingReports();
  if (!pending.data?.length) return null;
  return (
    <Card title={t('importScreen.pending.title')} className="import-presentation__pending">
      <ul className="import-presentation__list">
        {pending.data.map((report) => (
          <li key={report.importReportId}>
            <Link to={reviewPath(report.importReportId)}>{reportLabel(t, report)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
