import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IMPORT_MAX_BYTES } from '../../../contract/import';
import { acceptedFileTypes } from '../../../contract/import-formats';
import { MessageCode } from '../../../contract/message-codes';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { errorMessageKey } from '../../lib/messages';
import { reviewPath } from './import-paths';
import { useUpload } from './use-import';
import './import.css';

interface UploadModalProps {
  onClose: () => void;
  /** The accounts page's CSV import: the file goes to this account. */
  accountId?: number;
}

/** The file upload modal (spec 001 §2): choose or drop a file, watch it go, then review it. */
export function UploadModal({ onClose, accountId }: UploadModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formId = useId();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | null | undefined) => {
    setFile(chosen ?? null);
    setProblem(chosen && chosen.size > IMPORT_MAX_BYTES ? MessageCode.payloadTooLarge : null);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(MessageCode.importFileMissing);
    upload.mutate(
      { file, accountId: accountId ?? null },
      {
        onSuccess: ({ result, reports }) => {
          const first = reports[0];
          if (result && first) return void navigate(reviewPath(first.importReportId));
          setProblem(accountId ? MessageCode.accountImportCsvError : MessageCode.importCsvNoLine);
        },
        onError: (error) => setProblem(errorMessageKey(error)),
      },
    );
  };

  return (
    <Modal
      open
      title={t(accountId ? 'importScreen.upload.csvTitle' : 'importScreen.upload.title')}
      onClose={onClose}
      dismissible={!upload.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={upload.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={upload.isPending}>
            {t('importScreen.upload.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className="upload-form" onSubmit={send} noValidate>
        <DropZone file={file} csvOnly={accountId !== undefined} onFile={choose} />
        {upload.isPending && <UploadProgress share={upload.progress} />}
        {problem && <Alert variant="danger">{t(problem)}</Alert>}
      </form>
    </Modal>
  );
}

function DropZone({
  file,
  csvOnly,
  onFile,
}: {
  file: File | null;
  csvOnly: boolean;
  onFile: (file: File | null | undefined) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFile(event.dataTransfer.files[0]);
  };
  return (
    <div
      className={`upload-drop${over ? ' upload-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p>{t('importScreen.upload.drop')}</p>
      <label className="upload-drop__label" htmlFor={inputId}>
        {t('importScreen.upload.file')}
      </label>
      <input
        id={inputId}
        type="file"
        className="upload-drop__input"
        accept={acceptedFileTypes(csvOnly)}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <p className="upload-drop__hint">
        {file
          ? t('importScreen.upload.chosen', { name: file.name })
          : t(csvOnly ? 'importScreen.upload.csvHint' : 'importScreen.upload.hint')}
      </p>
    </div>
  );
}

function UploadProgress({ share }: { share: number }) {
  const { t } = useTranslation();
  const percent = Math.round(share * 100);
  // Once the file is sent the server reads and matches it: the bar then says so.
  const label =
    percent < 100
      ? t('importScreen.upload.sending', { percent })
      : t('importScreen.upload.reading');
  return (
    <div className="upload-progress">
      <progress
        className="upload-progress__bar"
        max={100}
        value={percent < 100 ? percent : undefined}
        aria-label={label}
      />
      <p role="status">{label}</p>
    </div>
  );
}
