import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../contract/two-factor';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { QueryGate } from '../../components/query-gate';
import { useToast } from '../../components/toast-context';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorProofForm } from './two-factor-proof-form';
import { TwoFactorSetupForm } from './two-factor-setup';
import {
  useDisable,
  useRenewRecoveryCodes,
  useStartSetup,
  useTwoFactorStatus,
} from './use-two-factor';
import './two-factor-section.css';

/** The parameters' two-factor section: turn it on (QR code, first code), renew codes, turn off. */
export function TwoFactorSection({ admin }: { admin: boolean }) {
  const status = useTwoFactorStatus();
  return (
    <QueryGate queries={[status]}>
      {() => <TwoFactorPanel status={status.data!} admin={admin} />}
    </QueryGate>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'renew' };

function TwoFactorPanel({ status, admin }: { status: TwoFactorStatus; admin: boolean }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });
  const start = useStartSetup();
  if (step.kind === 'setup') {
    return (
      <TwoFactorSetupForm
        setup={step.setup}
        onEnabled={(codes) => setStep({ kind: 'codes', codes })}
        onCancel={idle}
      />
    );
  }
  if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={idle} />;
  if (step.kind === 'disable') return <DisableForm onDone={idle} />;
  if (step.kind === 'renew') {
    return <RenewForm onRenewed={(codes) => setStep({ kind: 'codes', codes })} onCancel={idle} />;
  }
  return (
    <div className="two-factor">
      <p>{t('twoFactor.description')}</p>
      {admin && status.requiredForAdmins && !status.enabled && (
        <Alert variant="warning">{t('twoFactor.requiredNotice')}</Alert>
      )}
      <p className="two-factor__status">
        {t(status.enabled ? 'twoFactor.status.on' : 'twoFactor.status.off')}{' '}
        {status.enabled && t('twoFactor.recoveryLeft', { count: status.recoveryCodesLeft })}
      </p>
      <div className="two-factor__actions">
        {status.enabled ? (
          <>
            <Button onClick={() => setStep({ kind: 'renew' })}>{t('twoFactor.renew')}</Button>
            <Button variant="danger" onClick={() => setStep({ kind: 'disable' })}>
              {t('twoFactor.disable')}
            </Button>
          </>
        ) : (
          <Button
            variant="primary"
            loading={start.isPending}
            onClick={() =>
              start.mutate(undefined, { onSuccess: (setup) => setStep({ kind: 'setup', setup }) })
            }
          >
            {t('twoFactor.enable')}
          </Button>
        )}
      </div>
    </div>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const disable = useDisable();
  return (
    <TwoFactorProofForm
      submitLabel={t('twoFactor.disable.submit')}
      danger
      pending={disable.isPending}
      onCancel={onDone}
      onSubmit={(proof, refused) =>
        disable.mutate(proof, {
          onSuccess: () => {
            toast.show({ variant: 'success', message: t('twoFactor.disable.done') });
            onDone();
          },
          onError: refused,
        })
      }
    />
  );
}

interface RenewFormProps {
  onRenewed: (codes: string[]) => void;
  onCancel: () => void;
}

function RenewForm({ onRenewed, onCancel }: RenewFormProps) {
  const { t } = useTranslation();
  const renew = useRenewRecoveryCodes();
  return (
    <TwoFactorProofForm
      submitLabel={t('twoFactor.renew.submit')}
      pending={renew.isPending}
      onCancel={onCancel}
      onSubmit={(proof, refused) => renew.mutate(proof, { onSuccess: onRenewed, onError: refused })}
    />
  );
}
