import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentCgu } from '../../../contract/cgu';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { currentLanguage } from '../../lib/language';
import './cgu.css';

interface CguTextProps {
  cgu: UseQueryResult<CurrentCgu | null>;
  /** Off where the title is already shown around the text (the modal's). */
  titled?: boolean;
}

/** The terms' plain text in a scrollable, keyboard-scrollable box, or why it is missing. */
export function CguText({ cgu, titled = true }: CguTextProps) {
  const { t } = useTranslation();
  if (cgu.isPending) return <Spinner label={t('cgu.loading')} />;
  if (cgu.isError) {
    return (
      <Alert variant="danger">
        <p>{t('cgu.loadError')}</p>
        <Button variant="link" onClick={() => void cgu.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!cgu.data) return <p className="cgu-text__none">{t('cgu.none')}</p>;
  const version = t('cgu.version', { date: longDate(cgu.data.date) });
  return (
    <div
      className="cgu-text"
      role="region"
      aria-label={`${t('cgu.title')}, ${version}`}
      tabIndex={0}
    >
      {titled && <h3 className="cgu-text__title">{t('cgu.title')}</h3>}
      <p className="cgu-text__version">{version}</p>
      {cgu.data.content}
    </div>
  );
}

/** "1 janvier 2026" / "1 January 2026"; the day is the publication's, whatever the time zone. */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
