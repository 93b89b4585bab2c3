import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SignupTab } from '../../../contract/signup';
import { Button } from '../../components/button';
import { Form, FormRootError } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { CommTab } from './comm-tab';
import { ConfirmTab } from './confirm-tab';
import { LoginTab } from './login-tab';
import { OptionTab } from './option-tab';
import { PersoTab } from './perso-tab';
import { tabIndex } from './signup-form';
import { SignupStepper, tabId } from './signup-stepper';
import { useSignupWizard } from './use-signup-wizard';
import './signup-page.css';

const PANEL_ID = 'signup-panel';

/** /signup (spec 000 §2): OPTION → LOGIN → PERSO → COMM → CONFIRM. */
export default function SignupPage() {
  const { t } = useTranslation();
  const wizard = useSignupWizard();
  const { form, step } = wizard;
  const panelRef = usePanelFocus(step);

  const panels: Record<SignupTab, () => ReactNode> = {
    OPTION: () => <OptionTab />,
    LOGIN: () => <LoginTab />,
    PERSO: () => <PersoTab />,
    COMM: () => <CommTab cgu={wizard.cgu} />,
    CONFIRM: () => (
      <ConfirmTab
        login={form.getValues('login')}
        email={form.getValues('email')}
        premiumOption={
          form.getValues('version') === 'PREMIUM' ? form.getValues('versionOption') : null
        }
      />
    ),
  };

  return (
    <div className="anonymous-panel signup-page">
      <PageHeader title={t('signup.heading')} description={t('signup.subtitle')} />
      <SignupStepper
        step={step}
        furthest={wizard.furthest}
        panelId={PANEL_ID}
        onSelect={(tab) => void wizard.select(tab)}
      />
      <section
        ref={panelRef}
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(step)}
        tabIndex={-1}
        className="signup-page__panel"
      >
        {step === 'CONFIRM' ? (
          panels.CONFIRM()
        ) : (
          <Form form={form} onSubmit={wizard.onValid}>
            {panels[step]()}
            <FormRootError />
            <div className="signup-page__actions">
              {tabIndex(step) > 0 && <Button onClick={wizard.back}>{t('signup.back')}</Button>}
              <Button type="submit" variant="primary" loading={wizard.sending}>
                {t(step === 'COMM' ? 'signup.submit' : 'signup.next')}
              </Button>
            </div>
          </Form>
        )}
      </section>
      {step !== 'CONFIRM' && (
        <p className="signup-page__login">
          {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
        </p>
      )}
    </div>
  );
}

/**
 * After a change of tab, focus follows: on the new tab when the tablist was used, else on the
 * panel, so keyboard and screen-reader users start at the top of the new tab.
 */
function usePanelFocus(step: SignupTab) {
  const panelRef = useRef<HTMLElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    if (document.activeElement?.closest('[role="tablist"]')) {
      document.getElementById(tabId(step))?.focus();
    } else {
      panelRef.current?.focus();
    }
  }, [step]);
  return panelRef;
}
