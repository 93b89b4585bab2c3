import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../contract/message-codes';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { failureOf } from '../../lib/api';
import { errorMessageKey } from '../../lib/messages';
import { browserPasskeys, passkeyRefusalKey } from '../../lib/webauthn';
import { signInWithPasskey, type PasskeyStep } from './passkey-login-api';
import { authKeys, type Session } from './use-auth';

const LABELS = {
  'sign-in': 'login.passkey.signIn',
  'second-factor': 'login.passkey.secondFactor',
} as const;

interface PasskeySignInProps {
  step: PasskeyStep;
  /** The pending sign-in is gone: the password step comes back, with this message. */
  onRestart?: (messageCode: string) => void;
}

/**
 * Signs in with a passkey: alone under the password form, or as the second step. Absent where
 * the browser has no WebAuthn. The browser's refusals and the server's are told below it.
 */
export function PasskeySignIn({ step, onRestart }: PasskeySignInProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const signIn = useMutation({
    mutationFn: () => signInWithPasskey(step),
    onSuccess: (user) => queryClient.setQueryData<Session>(authKeys.session(), { user }),
  });
  if (!browserPasskeys.supported()) return null;
  const start = () => {
    setError(undefined);
    signIn.mutate(undefined, {
      onError: (failure) => {
        const code = failureOf(failure).messageCode;
        if (code === MessageCode.twoFactorChallengeMissing && onRestart) return onRestart(code);
        setError(passkeyRefusalKey(failure) ?? errorMessageKey(failure, MessageCode.loginInternal));
      },
    });
  };
  return (
    <div className="login-passkey">
      {error && <Alert variant="danger">{t(error)}</Alert>}
      <Button block loading={signIn.isPending} onClick={start}>
        {t(LABELS[step])}
      </Button>
    </div>
  );
}
