import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import './anonymous-layout.css';

/** The frame of the pages seen before signing in: brand, language switch, centred content. */
export function AnonymousLayout() {
  const { t } = useTranslation();
  return (
    <div className="anonymous-layout">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="anonymous-layout__header">
        <Brand />
        <LanguageSwitch />
      </header>
      <main id="main" className="anonymous-layout__main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="anonymous-layout__footer">{t('common.tagline')}</footer>
    </div>
  );
}
