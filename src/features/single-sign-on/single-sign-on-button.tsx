import { useTranslation } from 'react-i18next';
import { START_HREF } from './single-sign-on-api';
import { useSingleSignOn } from './use-single-sign-on';
import '../../components/button.css';
import './single-sign-on-button.css';

/** "Sign in with …" under the password form, only when the server has a provider. */
export function SingleSignOnButton() {
  const { t } = useTranslation();
  const { data } = useSingleSignOn();
  if (!data?.enabled) return null;
  return (
    <div className="single-sign-on">
      <p className="single-sign-on__or">{t('login.sso.or')}</p>
      <a className="button button--secondary button--block" href={START_HREF}>
        <span>{t('login.sso.button', { provider: data.providerName })}</span>
      </a>
    </div>
  );
}
