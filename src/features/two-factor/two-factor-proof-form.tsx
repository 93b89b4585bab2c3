import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MessageCode } from '../../../contract/message-codes';
import { twoFactorProofSchema, type TwoFactorProof } from '../../../contract/two-factor';
import { Button } from '../../components/button';
import { Form, FormPasswordField, FormRootError, FormTextField } from '../../components/form';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';

const PROOF_ERRORS: ServerErrorMap<keyof TwoFactorProof> = {
  codes: {
    [MessageCode.invalidPassword]: 'password',
    'param.password.current.required': 'password',
    [MessageCode.twoFactorCodeInvalid]: 'code',
    [MessageCode.twoFactorCodeRequired]: 'code',
  },
};

interface ProofFormProps {
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  /** Sends the proof; calls `refused` with the error when the server refuses it. */
  onSubmit: (proof: TwoFactorProof, refused: (error: unknown) => void) => void;
  onCancel: () => void;
}

/** The password and a current code: what turning two-factor off or renewing the codes asks. */
export function TwoFactorProofForm(props: ProofFormProps) {
  const { submitLabel, danger, pending, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const form = useForm<TwoFactorProof, unknown, z.output<typeof twoFactorProofSchema>>({
    resolver: zodResolver(twoFactorProofSchema),
    defaultValues: { password: '', code: '' },
  });
  const submit = (proof: TwoFactorProof) =>
    onSubmit(proof, (error) => applyServerError(form, error, PROOF_ERRORS));
  return (
    <Form form={form} onSubmit={submit} className="two-factor__proof">
      <FormRootError />
      <FormPasswordField
        name="password"
        label={t('twoFactor.proof.password')}
        autoComplete="current-password"
      />
      <FormTextField name="code" label={t('twoFactor.proof.code')} autoComplete="one-time-code" />
      <div className="two-factor__actions">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={pending}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </Form>
  );
}
