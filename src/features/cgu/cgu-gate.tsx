import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../contract/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { errorMessageKey } from '../../lib/messages';
import { useSignOut } from '../auth/use-auth';
import { CguText } from './cgu-text';
import { useAcceptCgu, useCurrentCgu } from './use-cgu';

/**
 * Spec 000 §2: a signed-in person who has not agreed to the terms in use sees them in a modal.
 * Accepting records the agreement and goes to the profile's index page; cancelling signs out.
 */
export default function CguGate({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const cgu = useCurrentCgu();
  const accept = useAcceptCgu(user);
  const signOut = useSignOut();
  const current = cgu.data;

  return (
    <Modal
      open
      dismissible={false}
      title={t('cgu.title')}
      onClose={() => signOut.mutate()}
      footer={
        <>
          <Button loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('cgu.modal.cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={!current}
            loading={accept.isPending}
            onClick={() => current && accept.mutate(current.idCgu)}
          >
            {t('cgu.modal.accept')}
          </Button>
        </>
      }
    >
      <p>{t('cgu.modal.intro')}</p>
      {accept.isError && <Alert variant="danger">{t(errorMessageKey(accept.error))}</Alert>}
      <CguText cgu={cgu} titled={false} />
    </Modal>
  );
}
