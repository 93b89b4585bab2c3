import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { CloseIcon, LogoutIcon, MenuIcon } from '../components/icons';
import { displayName } from '../features/auth/display-name';
import { useAuth, useSignOut } from '../features/auth/use-auth';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import './top-bar.css';

interface TopBarProps {
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}

export function TopBar({ menuId, menuOpen, onToggleMenu, toggleRef }: TopBarProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const signOut = useSignOut();
  return (
    <header className="top-bar">
      <button
        ref={toggleRef}
        type="button"
        className="top-bar__menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={t(menuOpen ? 'menu.close' : 'menu.open')}
        onClick={onToggleMenu}
      >
        {menuOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <Brand />
      <div className="top-bar__end">
        {user && <span className="top-bar__user">{displayName(user)}</span>}
        <LanguageSwitch />
        <Button
          className="top-bar__logout"
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          <LogoutIcon />
          <span className="top-bar__logout-text">{t('common.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
