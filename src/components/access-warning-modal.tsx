import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from './button';
import { Modal } from './modal';

/** A feature the person's version does not include (spec 001 §6): what it is and where to look. */
export function AccessWarningModal({
  messageKey,
  onClose,
}: {
  messageKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('search.access.title')}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('search.access.ok')}
        </Button>
      }
    >
      <p>{t(messageKey)}</p>
      <p>
        <Link to="/parameters/versions">{t('search.access.versions')}</Link>
      </p>
    </Modal>
  );
}
