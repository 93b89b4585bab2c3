import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MessageCode } from '../../../contract/message-codes';
import { secondFactorRequestSchema } from '../../../contract/two-factor';
import { Button } from '../../components/button';
import { Form, FormTextField } from '../../components/form';
import { failureOf } from '../../lib/api';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';
import { retryAfterOf } from './auth-api';
import { ThrottledRootError } from './throttled-root-error';
import { useCompleteSignIn } from './use-auth';

type CodeForm = z.input<typeof secondFactorRequestSchema>;

const CODE_ERRORS: ServerErrorMap<keyof CodeForm> = {
  codes: {
    [MessageCode.twoFactorCodeInvalid]: 'code',
    [MessageCode.twoFactorCodeRequired]: 'code',
  },
  shown: [MessageCode.tooManyRequests],
  fallback: MessageCode.loginInternal,
};

/**
 * The second step of /login for an account with two-factor: a TOTP code or a recovery code. When
 * the pending sign-in is gone (expired, too many codes), the password step comes back.
 */
export function SecondFactorForm({ onRestart }: { onRestart: (messageCode?: string) => void }) {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  const [waitSeconds, setWaitSeconds] = useState<number | undefined>();
  const form = useForm<CodeForm, unknown, z.output<typeof secondFactorRequestSchema>>({
    resolver: zodResolver(secondFactorRequestSchema),
    defaultValues: { code: '' },
  });
  const submit = ({ code }: { code: string }) =>
    complete.mutate(code, {
      onError: (error) => {
        if (failureOf(error).messageCode === MessageCode.twoFactorChallengeMissing) {
          onRestart(MessageCode.twoFactorChallengeMissing);
          return;
        }
        form.resetField('code');
        setWaitSeconds(retryAfterOf(error));
        applyServerError(form, error, CODE_ERRORS);
      },
    });
  return (
    <Form form={form} onSubmit={submit} className="login-form">
      <p>{t('login.secondFactor.prompt')}</p>
      <ThrottledRootError waitSeconds={waitSeconds} />
      <FormTextField
        name="code"
        label={t('login.secondFactor.code')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
      />
      <Button type="submit" variant="primary" block loading={complete.isPending}>
        {t('login.secondFactor.submit')}
      </Button>
      <p className="login-form__resend">
        <Button variant="link" onClick={() => onRestart()}>
          {t('login.secondFactor.back')}
        </Button>
      </p>
    </Form>
  );
}
