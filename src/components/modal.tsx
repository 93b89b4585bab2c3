import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { initialFocusIn, isField, restoreFocus, trapTab } from './focus-trap';
import { CloseIcon } from './icons';
import { claimModal } from './modal-registry';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** False for a decision the person must make with the footer's buttons: no close button,
   *  Escape and the backdrop do nothing. */
  dismissible?: boolean;
}

export function Modal({ open, title, onClose, children, footer, dismissible = true }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    const dialog = dialogRef.current;
    const release = claimModal(() => close());
    const content = dialog?.querySelector<HTMLElement>('.modal__content');
    const stopFollowing = content ? focusFirstField(content, dialog) : () => undefined;
    const undoPage = isolatePage();
    return () => {
      stopFollowing();
      release();
      undoPage();
      restoreFocus(opener);
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
    } else if (dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => dismissible && event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className="modal__close"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="modal__content">
          <div className="modal__body">{children}</div>
          {footer && <div className="modal__footer">{footer}</div>}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * Focuses the dialog's first field; a form still loading gets it when its fields arrive, unless
 * the person has moved the focus meanwhile.
 */
function focusFirstField(content: HTMLElement, dialog: HTMLElement | null): () => void {
  let focused = initialFocusIn(content) ?? dialog;
  focused?.focus();
  if (isField(focused)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (document.activeElement !== focused) return observer.disconnect();
    const target = initialFocusIn(content);
    if (target && target !== focused) {
      target.focus();
      focused = target;
    }
    if (isField(target)) observer.disconnect();
  });
  observer.observe(content, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Makes the page behind the dialog inert and unscrollable while it is open. */
function isolatePage(): () => void {
  const root = document.getElementById('root');
  const overflow = document.body.style.overflow;
  root?.setAttribute('inert', '');
  document.body.style.overflow = 'hidden';
  return () => {
    root?.removeAttribute('inert');
    document.body.style.overflow = overflow;
  };
}
