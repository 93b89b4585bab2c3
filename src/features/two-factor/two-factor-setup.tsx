import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MessageCode } from '../../../contract/message-codes';
import { twoFactorConfirmSchema, type TwoFactorSetup } from '../../../contract/two-factor';
import { Button } from '../../components/button';
import { Form, FormRootError, FormTextField } from '../../components/form';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';
import { useConfirmSetup } from './use-two-factor';

type Confirm = z.input<typeof twoFactorConfirmSchema>;

const CONFIRM_ERRORS: ServerErrorMap<keyof Confirm> = {
  codes: {
    [MessageCode.twoFactorCodeInvalid]: 'code',
    [MessageCode.twoFactorCodeRequired]: 'code',
  },
};

interface TwoFactorSetupProps {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The QR code and the key of a new secret, and the first code that turns it on. */
export function TwoFactorSetupForm({ setup, onEnabled, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const confirm = useConfirmSetup();
  const form = useForm<Confirm, unknown, z.output<typeof twoFactorConfirmSchema>>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: '' },
  });
  const submit = ({ code }: { code: string }) =>
    confirm.mutate(code, {
      onSuccess: onEnabled,
      onError: (error) => applyServerError(form, error, CONFIRM_ERRORS),
    });
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  return (
    <div className="two-factor__setup">
      <p>{t('twoFactor.setup.scan')}</p>
      <img className="two-factor__qr" src={qr} alt={t('twoFactor.setup.qr')} />
      <p className="two-factor__secret">
        {t('twoFactor.setup.secret')} <code>{setup.secret}</code>
      </p>
      <Form form={form} onSubmit={submit}>
        <FormRootError />
        <FormTextField
          name="code"
          label={t('twoFactor.setup.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <div className="two-factor__actions">
          <Button type="submit" variant="primary" loading={confirm.isPending}>
            {t('twoFactor.setup.confirm')}
          </Button>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
        </div>
      </Form>
    </div>
  );
}
