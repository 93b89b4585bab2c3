import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageCode } from '../../../contract/message-codes';
import { CONFIRM_EMAIL_PARAM } from '../../../contract/settings';
import { Alert } from '../../components/alert';
import { messageCodeOf } from '../../lib/api';
import { errorMessageKey } from '../../lib/messages';
import { EMAIL_TAKEN, useConfirmEmail } from './use-settings';

/**
 * An email-change confirmation: a bad link, an address taken meanwhile, or another failure.
 * Kept here, with the screen, so the table of message codes stays out of the initial JavaScript
 * (use-settings.ts is loaded by the top bar's language switch).
 */
function emailConfirmationFailureKey(error: unknown): string {
  const code = messageCodeOf(error);
  if (code === MessageCode.userExists) return EMAIL_TAKEN;
  return code === MessageCode.emailChangeCodeInvalid ? code : errorMessageKey(error);
}

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
