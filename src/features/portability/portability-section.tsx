import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyDto } from '../../../contract/settings';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { messageCodeOf } from '../../lib/api';
import { EXPORT_URL, importExportFile, readExportFile, type FileReading } from './portability-api';
import { PortabilityPreview } from './portability-preview';
import './portability-section.css';

type State =
  | { step: 'idle' }
  | { step: 'preview'; file: File; reading: FileReading }
  | { step: 'importing'; file: File; reading: FileReading }
  | { step: 'done'; operations: number }
  | { step: 'failed'; messageCode: string };

/** /parameters: download all of one's data, or import such a file into an empty account. */
export function PortabilitySection({ currencies }: { currencies: CurrencyDto[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ step: 'preview', file, reading: await readExportFile(file) });
  };
  /** Empties the file input, so choosing the same file again reads it again. */
  const clearInput = () => {
    if (input.current) input.current.value = '';
  };
  const reset = () => {
    clearInput();
    setState({ step: 'idle' });
  };
  const confirm = async (file: File, reading: FileReading) => {
    setState({ step: 'importing', file, reading });
    clearInput();
    try {
      const { operations } = await importExportFile(file);
      await queryClient.invalidateQueries();
      setState({ step: 'done', operations });
    } catch (error) {
      setState({ step: 'failed', messageCode: messageCodeOf(error) ?? 'internal.error' });
    }
  };

  return (
    <div className="portability">
      <p>{t('portability.export.description')}</p>
      <a className="button button--primary" href={EXPORT_URL} download>
        {t('portability.export.action')}
      </a>
      <div className="portability__import">
        <p className="settings-form__label">{t('portability.import.title')}</p>
        <p>{t('portability.import.description')}</p>
        <label htmlFor={inputId} className="portability__file-label">
          {t('portability.import.choose')}
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept="application/json,.json"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {(state.step === 'preview' || state.step === 'importing') &&
          ('summary' in state.reading ? (
            <>
              <PortabilityPreview summary={state.reading.summary} currencies={currencies} />
              <div className="portability__actions">
                <Button
                  variant="primary"
                  loading={state.step === 'importing'}
                  onClick={() => void confirm(state.file, state.reading)}
                >
                  {t('portability.import.confirm')}
                </Button>
                <Button onClick={reset} disabled={state.step === 'importing'}>
                  {t('common.cancel')}
                </Button>
              </div>
            </>
          ) : (
            <Alert variant="danger">{t(state.reading.messageCode)}</Alert>
          ))}
        {state.step === 'done' && (
          <Alert variant="success">
            {t('portability.import.done', { count: state.operations })}
          </Alert>
        )}
        {state.step === 'failed' && <Alert variant="danger">{t(state.messageCode)}</Alert>}
      </div>
    </div>
  );
}
