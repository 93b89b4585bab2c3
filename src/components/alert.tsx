import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import './alert.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

interface AlertProps {
  variant?: AlertVariant;
  title?: string;
  children?: ReactNode;
  onDismiss?: () => void;
}

/** Warnings and errors interrupt (role=alert); information and success are polite (role=status). */
export function Alert({ variant = 'info', title, children, onDismiss }: AlertProps) {
  const { t } = useTranslation();
  const urgent = variant === 'warning' || variant === 'danger';
  return (
    <div className={`alert alert--${variant}`} role={urgent ? 'alert' : 'status'}>
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children && <div className="alert__content">{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="alert__dismiss"
          aria-label={t('common.dismiss')}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
