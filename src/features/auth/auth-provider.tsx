import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageSpinner } from '../../components/spinner';
import { handleSessionLost } from '../../lib/api';
import { storedLanguage } from '../../lib/language';
import { AuthContext } from './auth-context';
import { authKeys } from './auth-keys';
import { endSession, fetchSession, type Session } from './session';

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: authKeys.session(),
    queryFn: fetchSession,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const user = query.data?.user ?? null;

  useEffect(() => {
    if (!user) return;
    handleSessionLost(() => endSession(queryClient, 'sessionExpired'));
    return () => handleSessionLost(null);
  }, [user, queryClient]);

  // An explicit choice on this browser wins over the account's language.
  useEffect(() => {
    if (user && !storedLanguage() && i18n.language !== user.language) {
      void i18n.changeLanguage(user.language);
    }
  }, [user, i18n]);

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
