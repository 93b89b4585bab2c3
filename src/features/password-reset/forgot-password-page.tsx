import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';
import './forgot-password-page.css';

/** /forgotPassword (spec 000 §2): the email step, or the new-password step of the mail's link. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const login = params.get('login');
  const code = params.get('code');
  const resetting = Boolean(login && code);

  return (
    <div className="anonymous-panel forgot-password-page">
      <PageHeader
        title={t(resetting ? 'forgotPassword.reset.title' : 'forgotPassword.request.title')}
      />
      {login && code ? (
        <NewPasswordForm key={`${login}:${code}`} login={login} code={code} />
      ) : (
        <RequestResetForm />
      )}
      <p className="forgot-password-page__back">
        <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
      </p>
    </div>
  );
}
