import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { errorMessageKey } from '../../lib/messages';
import { useResendActivation } from '../auth/use-auth';

/**
 * CONFIRM: the account exists; the activation link is in the mail just sent. A PREMIUM signup
 * signs in towards /upgrade with its payment mode chosen (the payment needs the account active).
 */
export function ConfirmTab({
  login,
  email,
  premiumOption,
}: {
  login: string;
  email: string;
  premiumOption: string | null;
}) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  return (
    <>
      <Alert variant="success" title={t('signup.confirm.title')}>
        <p>{t('signup.confirm.mail', { email })}</p>
      </Alert>
      <p>{t('signup.confirm.next')}</p>
      {premiumOption && <p>{t('signup.confirm.premium')}</p>}
      {resend.isSuccess && <Alert variant="info">{t('login.notice.activationResent')}</Alert>}
      {resend.isError && <Alert variant="danger">{t(errorMessageKey(resend.error))}</Alert>}
      <div className="signup-page__actions">
        <Button loading={resend.isPending} onClick={() => resend.mutate(login.trim())}>
          {t('signup.confirm.resend')}
        </Button>
        <Link
          className="button button--primary"
          to={premiumOption ? `/upgrade?option=${premiumOption}` : '/login'}
        >
          {t('signup.confirm.login')}
        </Link>
      </div>
    </>
  );
}
