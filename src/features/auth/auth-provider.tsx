import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageSpinner } from '../../components/spinner';
import { handleSessionLost } from '../../lib/api';
import { chooseLanguage } from '../../lib/language';
import { AuthContext, endSession, sessionQuery, type Session } from './use-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(sessionQuery);
  const user = query.data?.user ?? null;

  useEffect(() => {
    if (!user) return;
    handleSessionLost(() => endSession(queryClient, 'sessionExpired'));
    return () => handleSessionLost(null);
  }, [user, queryClient]);

  // One language per person: once signed in, the account's language is the interface's (and is
  // remembered on this browser); both language controls change it on the account.
  const accountLanguage = user?.language;
  useEffect(() => {
    if (accountLanguage && i18n.resolvedLanguage !== accountLanguage) {
      void chooseLanguage(accountLanguage);
    }
  }, [accountLanguage, i18n]);

  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError) return <SessionError onRetry={() => void query.refetch()} />;
  return <AuthContext value={query.data satisfies Session}>{children}</AuthContext>;
}

function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="session-error">
      <Alert variant="danger" title={t('errors.unavailable.title')}>
        <p>{t('errors.unavailable.description')}</p>
      </Alert>
      <Button variant="primary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </main>
  );
}
