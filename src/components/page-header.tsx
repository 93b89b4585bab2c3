import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './page-header.css';

interface PageHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
}

/** The page's h1; also names the browser tab after the screen. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {description && <p className="page-header__description">{description}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
