import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CONFIRM_EMAIL_PARAM } from '../../../contract/settings';
import { Alert } from '../../components/alert';
import { emailConfirmationFailureKey, useConfirmEmail } from './use-settings';

/**
 * The link mailed to a new address opens /parameters with its code: the code is sent once, then
 * taken out of the address bar, and the outcome stays shown above the settings.
 */
export function EmailConfirmation() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const code = params.get(CONFIRM_EMAIL_PARAM);
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    mutate(code);
    setParams(
      (current) => {
        current.delete(CONFIRM_EMAIL_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [code, mutate, setParams]);

  if (confirm.isSuccess) {
    return (
      <Alert variant="success" onDismiss={confirm.reset}>
        {t('param.email.saved')}
      </Alert>
    );
  }
  if (confirm.isError) {
    return (
      <Alert variant="warning" onDismiss={confirm.reset}>
        {t(emailConfirmationFailureKey(confirm.error))}
      </Alert>
    );
  }
  return null;
}
