import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '../features/auth/use-auth';
import { displayName } from '../features/auth/display-name';
import { visibleMenu } from './menu';
import './side-menu.css';

interface SideMenuProps {
  id: string;
  /** Only meaningful below the drawer breakpoint; above it the menu is always shown. */
  open: boolean;
  onClose: (returnFocus: boolean) => void;
}

export function SideMenu({ id, open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const groups = useMemo(() => visibleMenu(user), [user]);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) navRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  return (
    <nav
      ref={navRef}
      id={id}
      className={open ? 'side-menu side-menu--open' : 'side-menu'}
      aria-label={t('menu.label')}
      onKeyDown={(event) => event.key === 'Escape' && open && onClose(true)}
    >
      {user && <p className="side-menu__user">{displayName(user)}</p>}
      {groups.map((group) => (
        <div key={group.id} className="side-menu__group">
          {group.labelKey && (
            <h2 id={`${id}-${group.id}`} className="side-menu__heading">
              {t(group.labelKey)}
            </h2>
          )}
          <ul
            className="side-menu__list"
            aria-labelledby={group.labelKey ? `${id}-${group.id}` : undefined}
          >
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className="side-menu__link"
                  onClick={() => onClose(false)}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
