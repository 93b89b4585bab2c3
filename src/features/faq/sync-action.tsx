import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useAuth } from '../auth/use-auth';
import { mayAutoImport } from '../bi/use-bi';

/**
 * The FAQ's synchronisation action (spec 002 §6): standard users (a USER profile without a live
 * AUTO_IMPORT subscription, who may not auto-import) are offered premium; the others
 * get the auto-import configuration (its mode, and where bank connections are managed).
 */
export function SyncAction() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const standard = !mayAutoImport(user);
  const mode = user.parameter.modeAutoImport ?? 'DEMAND';
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('faq.sync')}
      </Button>
      <Modal
        open={open}
        title={t(standard ? 'faq.sync.premium.title' : 'faq.sync.config.title')}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
            <Link
              className="button button--primary"
              to={standard ? '/upgrade' : '/parameters/banks'}
            >
              {t(standard ? 'faq.sync.premium.go' : 'faq.sync.config.go')}
            </Link>
          </>
        }
      >
        {standard ? (
          <p>{t('faq.sync.premium.text')}</p>
        ) : (
          <>
            <p>{t('faq.sync.config.text')}</p>
            <p>
              {t('faq.sync.config.mode', {
                mode: t(`faq.sync.mode.${mode === 'AUTO' ? 'AUTO' : 'DEMAND'}`),
              })}
            </p>
          </>
        )}
      </Modal>
    </>
  );
}
