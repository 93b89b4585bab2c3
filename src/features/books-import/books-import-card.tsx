import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BooksImportPreview } from '../../../contract/books-import';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { TextField } from '../../components/text-field';
import { messageCodeOf } from '../../lib/api';
import { useAccountChoices } from '../settings/use-settings';
import { BooksPreview } from './books-import-preview';
import { useImportBooks, usePreviewBooks } from './use-books-import';
import './books-import.css';

/** /parameters/import: whole books from another application, previewed, then imported at once. */
export function BooksImportCard() {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [salt, setSalt] = useState('');
  const [choices, setChoices] = useState<Record<string, number | null>>({});
  const [preview, setPreview] = useState<BooksImportPreview | null>(null);
  const accounts = useAccountChoices();
  const previewing = usePreviewBooks();
  const importing = useImportBooks();
  const error = previewing.error ?? importing.error;
  const failure = error ? (messageCodeOf(error) ?? 'internal.error') : undefined;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setChoices({});
    importing.reset();
  };
  const show = async () => {
    if (!file) return;
    importing.reset();
    setPreview(await previewing.mutateAsync({ file, password, salt, choices: {} }));
  };
  const confirm = async () => {
    if (!file) return;
    await importing.mutateAsync({ file, password, salt, choices });
    setPreview(null);
  };

  return (
    <Card title={t('booksImportScreen.title')} className="books-import">
      <p>{t('booksImportScreen.description')}</p>
      <div className="books-import__form">
        <label htmlFor={fileId} className="settings-form__label">
          {t('booksImportScreen.file')}
        </label>
        <input
          id={fileId}
          type="file"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <TextField
          type="password"
          autoComplete="off"
          label={t('booksImportScreen.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          autoComplete="off"
          label={t('booksImportScreen.salt')}
          value={salt}
          onChange={(event) => setSalt(event.target.value)}
        />
        <div className="books-import__actions">
          <Button
            disabled={!file}
            loading={previewing.isPending}
            onClick={() => void show().catch(() => {})}
          >
            {t('booksImportScreen.preview')}
          </Button>
        </div>
      </div>
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      {preview && (
        <>
          <BooksPreview
            preview={preview}
            accounts={accounts.data ?? []}
            choices={choices}
            onChoose={(key, accountId) => setChoices({ ...choices, [key]: accountId })}
          />
          <div className="books-import__actions">
            <Button
              variant="primary"
              loading={importing.isPending}
              onClick={() => void confirm().catch(() => {})}
            >
              {t('booksImportScreen.confirm')}
            </Button>
          </div>
        </>
      )}
      {importing.data && (
        <Alert variant="success">
          {t('booksImportScreen.done', {
            count: importing.data.operations,
            accounts: importing.data.accounts,
          })}
        </Alert>
      )}
    </Card>
  );
}
