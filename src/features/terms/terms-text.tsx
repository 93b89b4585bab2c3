import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CurrentCgu } from '../../../contract/cgu';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import './terms.css';

/** The terms' plain text in a scrollable, keyboard-scrollable box, or why it is missing. */
export function TermsText({ terms }: { terms: UseQueryResult<CurrentCgu | null> }) {
  const { t } = useTranslation();
  if (terms.isPending) return <Spinner label={t('terms.loading')} />;
  if (terms.isError) {
    return (
      <Alert variant="danger">
        <p>{t('terms.loadError')}</p>
        <Button variant="link" onClick={() => void terms.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!terms.data) return <p className="terms-text__none">{t('terms.none')}</p>;
  return (
    <div className="terms-text" role="region" aria-label={terms.data.name} tabIndex={0}>
      <h3 className="terms-text__title">{terms.data.name}</h3>
      {terms.data.content}
    </div>
  );
}
