import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../components/spinner';
import './loading-page.css';

/** After this long, the page offers a way out (the wait may never end, e.g. a lost redirect). */
export const LOADING_WAY_OUT_MS = 5_000;

/** Spec 000 §2: a transient loading state whose content is ours to choose. */
export function LoadingPage() {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), LOADING_WAY_OUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main id="main" className="loading-page">
      <Spinner size="lg" />
      <p role="status" className="loading-page__text">
        {t('common.loading')}
      </p>
      {slow && (
        <p className="loading-page__slow">
          {t('common.loading.slow')} <Link to="/">{t('common.backHome')}</Link>
        </p>
      )}
    </main>
  );
}
