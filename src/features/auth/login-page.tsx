import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { LoginForm } from './login-form';
import { loginNotice } from './login-notice';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondFactorForm } from './second-factor-form';
import './login-page.css';

/** /login (spec 000 §2). Lazily loaded with the form libraries it alone needs at start-up. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const [activationResent, setActivationResent] = useState(false);
  /** The second step is due; `passkey`: the person may give it with a passkey. */
  const [secondFactor, setSecondFactor] = useState<{ passkey: boolean } | null>(null);
  const [expired, setExpired] = useState<string | undefined>();
  const notice = expired
    ? { key: expired, variant: 'warning' as const }
    : activationResent
      ? { key: 'login.notice.activationResent', variant: 'success' as const }
      : loginNotice(location.state, params);
  const restart = (messageCode?: string) => {
    setExpired(messageCode);
    setSecondFactor(null);
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
      <nav className="login-page__links" aria-label={t('login.links')}>
        <Link to="/forgotPassword">{t('login.forgotPassword')}</Link>
        <Link to="/signup">{t('login.signup')}</Link>
      </nav>
    </div>
  );
}
