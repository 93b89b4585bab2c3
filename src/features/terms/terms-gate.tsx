import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../../contract/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { errorMessageKey } from '../../lib/messages';
import { authKeys } from '../auth/auth-keys';
import { useSignOut } from '../auth/use-sign-out';
import { agreeToCgu } from './terms-api';
import { termsKeys } from './terms-keys';
import { TermsText } from './terms-text';
import { useCurrentTerms } from './use-current-terms';

/**
 * Spec 000 §2: a signed-in person who has not agreed to the terms in use sees them in a modal.
 * Accepting records the agreement and goes to the profile's index page; cancelling signs out.
 */
export default function TermsGate({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const terms = useCurrentTerms();
  const accept = useAcceptTerms(user);
  const signOut = useSignOut();
  const cgu = terms.data;

  return (
    <Modal
      open
      dismissible={false}
      title={t('terms.modal.title')}
      onClose={() => signOut.mutate()}
      footer={
        <>
          <Button loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('terms.modal.cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={!cgu}
            loading={accept.isPending}
            onClick={() => cgu && accept.mutate(cgu.idCgu)}
          >
            {t('terms.modal.accept')}
          </Button>
        </>
      }
    >
      <p>{t('terms.modal.intro')}</p>
      {accept.isError && <Alert variant="danger">{t(errorMessageKey(accept.error))}</Alert>}
      <TermsText terms={terms} />
    </Modal>
  );
}

function useAcceptTerms(user: CurrentUser) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (cguTerm: number) => agreeToCgu(user.idUser, cguTerm),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.session() });
      await navigate(user.profile.indexUrl);
    },
    // Terms replaced while they were being read: show the new ones.
    onError: () => queryClient.invalidateQueries({ queryKey: termsKeys.all }),
  });
}
