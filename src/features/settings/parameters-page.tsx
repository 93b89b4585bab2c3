import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../contract/auth';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { Role } from '../../../contract/access';
import { useAuth } from '../auth/use-auth';
import { PortabilitySection } from '../portability/use-portability-ui';
import { SubscriptionSection } from '../subscriptions/use-subscriptions-ui';
import { TwoFactorSection } from '../two-factor/use-two-factor-ui';
import { ChangePasswordModal } from './change-password-modal';
import { CredentialForm } from './credential-form';
import { DeleteAccountModal } from './delete-account-modal';
import { DetailsForm } from './details-form';
import { EmailConfirmation } from './email-confirmation';
import { PhoneForm } from './phone-form';
import { PreferencesForm } from './preferences-form';
import { ApiTokensSection } from '../api-tokens/use-api-tokens-ui';
import { PasskeysSection } from '../passkeys/use-passkeys-ui';
import { useAccountChoices, useCurrencies, usePreferences, useUserDetails } from './use-settings';
import './parameters-page.css';

/**
 * /parameters (spec 000 §2): the person's details, sign-in, phone, preferences, data, deletion.
 * The bank synchronisation's section comes from app/: it reads this area's account choices.
 */
export function ParametersPage({ bankSync }: { bankSync: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={t('screen.parameters')}
        description={t('param.description')}
        actions={<Link to="/parameters/versions">{t('param.versions')}</Link>}
      />
      <EmailConfirmation />
      <div className="parameters-page">
        <Card title={t('param.section.details')}>
          <DetailsSection />
        </Card>
        <Card title={t('param.section.signIn')}>
          <SignInSection user={user} />
        </Card>
        <Card title={t('twoFactor.title')} id="two-factor">
          <TwoFactorSection admin={user.roles.includes(Role.admin)} />
        </Card>
        <Card title={t('passkeys.section')} id="passkeys">
          <PasskeysSection />
        </Card>
        <Card title={t('param.section.phone')}>
          <PhoneForm user={user} />
        </Card>
        <Card title={t('param.section.preferences')}>
          <PreferencesSection />
        </Card>
        <Card title={t('param.section.subscription')}>
          <SubscriptionSection />
        </Card>
        <Card title={t('bi.screens.section')}>{bankSync}</Card>
        <Card title={t('apiTokens.section')} className="parameters-page__wide">
          <ApiTokensSection />
        </Card>
        <Card title={t('param.section.data')}>
          <DataSection />
        </Card>
        <Card title={t('param.section.delete')} className="parameters-page__danger">
          <DeleteSection idUser={user.idUser} />
        </Card>
      </div>
    </>
  );
}

function DetailsSection() {
  const details = useUserDetails();
  return <QueryGate queries={[details]}>{() => <DetailsForm details={details.data!} />}</QueryGate>;
}

function PreferencesSection() {
  const preferences = usePreferences();
  const currencies = useCurrencies();
  const accounts = useAccountChoices();
  return (
    <QueryGate queries={[preferences, currencies, accounts]}>
      {() => (
        <PreferencesForm
          preferences={preferences.data!}
          currencies={currencies.data!}
          accounts={accounts.data!}
        />
      )}
    </QueryGate>
  );
}

function DataSection() {
  const currencies = useCurrencies();
  return (
    <QueryGate queries={[currencies]}>
      {() => <PortabilitySection currencies={currencies.data!} />}
    </QueryGate>
  );
}

function SignInSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <CredentialForm key={`login:${user.login}`} field="login" current={user.login} />
      <CredentialForm key={`email:${user.email}`} field="email" current={user.email ?? ''} />
      <div className="settings-form">
        <p className="settings-form__label">{t('param.password')}</p>
        <Button onClick={() => setOpen(true)}>{t('param.password.change')}</Button>
      </div>
      <ChangePasswordModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function DeleteSection({ idUser }: { idUser: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>{t('param.delete.description')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('param.delete.open')}
      </Button>
      <DeleteAccountModal idUser={idUser} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
