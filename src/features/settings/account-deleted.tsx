import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETED_REDIRECT_SECONDS } from '../../../contract/constants';
import { Alert } from '../../components/alert';
import { endSession } from '../auth/use-auth';

/**
 * The account is gone and so is the session (spec 000 §4): the message stays for
 * ACCOUNT_DELETED_REDIRECT_SECONDS, then the app forgets the user and shows the login page.
 */
export function AccountDeleted() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const timer = setTimeout(
      () => endSession(queryClient, 'accountDeleted'),
      ACCOUNT_DELETED_REDIRECT_SECONDS * 1000,
    );
    return () => clearTimeout(timer);
  }, [queryClient]);

  return (
    <Alert variant="success" title={t('param.delete.done.title')}>
      <p>{t('param.delete.done.redirect', { seconds: ACCOUNT_DELETED_REDIRECT_SECONDS })}</p>
    </Alert>
  );
}
