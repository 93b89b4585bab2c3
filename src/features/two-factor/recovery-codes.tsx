import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast-context';
import { downloadFile } from '../../lib/export-download';

/** The recovery codes, shown once: copy them, download them, then say they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const text = `${t('twoFactor.recovery.fileTitle')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast.show({ variant: 'success', message: t('twoFactor.recovery.copied') });
  };
  return (
    <div className="two-factor__recovery">
      <h3>{t('twoFactor.recovery.title')}</h3>
      <p>{t('twoFactor.recovery.description')}</p>
      <ul className="two-factor__codes" aria-label={t('twoFactor.recovery.title')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <Button onClick={() => void copy()}>{t('twoFactor.recovery.copy')}</Button>
        <Button
          onClick={() =>
            downloadFile(new Blob([text], { type: 'text/plain' }), 'pecule-recovery-codes.txt')
          }
        >
          {t('twoFactor.recovery.download')}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {t('twoFactor.recovery.done')}
        </Button>
      </div>
    </div>
  );
}
