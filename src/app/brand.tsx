import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './brand.css';

/** The logo and name of the app, linking to the home page. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand">
      <svg className="brand__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <circle cx="16" cy="17" r="8" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="M13 9h6" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="brand__name">{t('common.appName')}</span>
    </Link>
  );
}
