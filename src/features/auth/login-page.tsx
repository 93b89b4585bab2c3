import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SECOND_FACTOR_STEP } from '../../../contract/single-sign-on';
import { Alert } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { LoginForm } from './login-form';
import { loginNotice } from './login-notice';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondFactorForm } from './second-factor-form';
import { SingleSignOnButton, singleSignOnNotice } from '../single-sign-on/use-single-sign-on-ui';
import './login-page.css';

/** /login (spec 000 §2). Lazily loaded with the form libraries it alone needs at start-up. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [activationResent, setActivationResent] = useState(false);
  /**
   * The second step is due; `passkey`: the person may give it with a passkey. A single sign-on
   * of an account with two-factor lands here with its pending sign-in (the code step).
   */
  const [secondFactor, setSecondFactor] = useState<{ passkey: boolean } | null>(
    params.get('step') === SECOND_FACTOR_STEP ? { passkey: false } : null,
  );
  const [expired, setExpired] = useState<string | undefined>();
  const notice = expired
    ? { key: expired, variant: 'warning' as const }
    : activationResent
      ? { key: 'login.notice.activationResent', variant: 'success' as const }
      : (loginNotice(location.state, params) ?? singleSignOnNotice(params));
  const restart = (messageCode?: string) => {
    setExpired(messageCode);
    setSecondFactor(null);
    if (params.has('step')) setParams({}, { replace: true });
  };

  return (
    <div className="anonymous-panel login-page">
      <PageHeader title={t('login.title')} description={t('login.subtitle')} />
      {notice && <Alert variant={notice.variant}>{t(notice.key)}</Alert>}
      {secondFactor ? (
        <>
          <SecondFactorForm onRestart={restart} />
          {secondFactor.passkey && <PasskeySignIn step="second-factor" onRestart={restart} />}
        </>
      ) : (
        <>
          <LoginForm
            defaultUsername={params.get('activate') ?? ''}
            onActivationResent={() => setActivationResent(true)}
            onSecondFactor={(passkey) => {
              setExpired(undefined);
              setSecondFactor({ passkey });
            }}
          />
          <PasskeySignIn step="sign-in" />
        </>
      )}
      {!secondFactor && <SingleSignOnButton />}
      <nav className="login-page__links" aria-label={t('login.links')}>
        <Link to="/forgotPassword">{t('login.forgotPassword')}</Link>
        <Link to="/signup">{t('login.signup')}</Link>
      </nav>
    </div>
  );
}
