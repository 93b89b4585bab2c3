import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { useAuth } from '../features/auth/use-auth';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import './app-layout.css';

const MENU_ID = 'app-menu';
/** Lazily loaded: only a person who has not agreed to the terms in use needs it. */
const CguGate = lazy(() => import('../features/cgu/cgu-gate'));
/** Lazily loaded: the realtime channel and the queries it refreshes are not needed to start. */
const BiEventsListener = lazy(() => import('../features/accounts/bi-events-listener'));
/** Keep in step with the drawer breakpoint of side-menu.css. */
const WIDE_SCREEN = '(min-width: 900px)';

/** The signed-in shell: top bar, left menu (a drawer on small screens) and the screen. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A drawer left open while the window widens would keep the page inert.
  useEffect(() => {
    const query = window.matchMedia?.(WIDE_SCREEN);
    const onChange = () => query?.matches && setMenuOpen(false);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <TopBar
        menuId={MENU_ID}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        toggleRef={toggleRef}
      />
      <div className="app-shell__body">
        <SideMenu id={MENU_ID} open={menuOpen} onClose={closeMenu} />
        {menuOpen && <div className="app-shell__scrim" onClick={() => closeMenu(false)} />}
        <main id="main" className="app-shell__main" tabIndex={-1} inert={menuOpen || undefined}>
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
      <Suspense fallback={null}>
        <BiEventsListener />
      </Suspense>
      {user && !user.agreedCgu && (
        <Suspense fallback={null}>
          <CguGate user={user} />
        </Suspense>
      )}
    </div>
  );
}
