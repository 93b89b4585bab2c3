import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { LoginForm } from './login-form';
import { loginNotice } from './login-notice';
import './login-page.css';

/** /login (spec 000 §2). Lazily loaded with the form libraries it alone needs at start-up. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const [activationResent, setActivationResent] = useState(false);
  const notice = activationResent
    ? { key: 'login.notice.activationResent', variant: 'success' as const }
    : loginNotice(location.state, params);

  return (
    <div className="anonymous-panel login-page">
      <PageHeader title={t('login.title')} description={t('login.subtitle')} />
      {notice && <Alert variant={notice.variant}>{t(notice.key)}</Alert>}
      <LoginForm
        defaultUsername={params.get('activate') ?? ''}
        onActivationResent={() => setActivationResent(true)}
      />
      <nav className="login-page__links" aria-label={t('login.links')}>
        <Link to="/forgotPassword">{t('login.forgotPassword')}</Link>
        <Link to="/signup">{t('login.signup')}</Link>
      </nav>
    </div>
  );
}
