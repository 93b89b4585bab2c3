import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card';
import { Checkbox } from '../../components/checkbox';
import { QueryGate } from '../../components/query-gate';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { useSavePolicy, useTwoFactorPolicy } from './use-two-factor';

/** The administrators' switch: two-factor required of every administrator, or not. */
export function TwoFactorPolicyCard() {
  const { t } = useTranslation();
  const policy = useTwoFactorPolicy();
  const save = useSavePolicy();
  const toast = useToast();
  const change = (requiredForAdmins: boolean) =>
    save.mutate(
      { requiredForAdmins },
      {
        onSuccess: () => toast.show({ variant: 'success', message: t('twoFactor.policy.saved') }),
      },
    );
  return (
    <Card title={t('twoFactor.policy.title')}>
      <QueryGate queries={[policy]}>
        {() => (
          <Checkbox
            label={t('twoFactor.policy.label')}
            hint={t('twoFactor.policy.hint')}
            error={save.isError ? t(errorMessageKey(save.error)) : undefined}
            checked={policy.data!.requiredForAdmins}
            disabled={save.isPending}
            onChange={(event) => change(event.target.checked)}
          />
        )}
      </QueryGate>
    </Card>
  );
}
