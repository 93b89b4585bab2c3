import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { SHORTCUTS } from './list-keyboard';

/** The help dialog listing the list's keyboard shortcuts. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('operations.shortcuts.title')} onClose={onClose}>
      <p className="modal__text">{t('operations.shortcuts.intro')}</p>
      <dl className="shortcuts-list">
        {SHORTCUTS.map(({ key, action }) => (
          <div key={key} className="shortcuts-list__item">
            <dt>
              <kbd>{t(key)}</kbd>
            </dt>
            <dd>{t(action)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
