import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageCode } from '../../../contract/message-codes';
import { SIGNUP_TABS, SignupServerCode, type SignupTab } from '../../../contract/signup';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';
import { currentLanguage } from '../../lib/language';
import { useCurrentCgu } from '../cgu/use-cgu';
import { SIGNUP_DEFAULTS, TAB_RESOLVERS, tabIndex, type SignupFormValues } from './signup-form';
import { useConfirmLoginAvailable, useSignup } from './use-signup';

const LOGIN_REFUSED = { field: 'login', message: 'invalid.login.server' } as const;

/**
 * Spec 000 §8: a refused login or password goes back to the LOGIN tab with the `.server`
 * message; rate limiting is told as such; anything else is modal.genericError.
 */
const SIGNUP_ERRORS: ServerErrorMap<keyof SignupFormValues> = {
  codes: {
    [SignupServerCode.userExists]: LOGIN_REFUSED,
    [SignupServerCode.invalidLogin]: LOGIN_REFUSED,
    [SignupServerCode.invalidPassword]: { field: 'password', message: 'invalid.password.server' },
  },
  shown: [MessageCode.tooManyRequests],
  fallback: 'modal.genericError',
};

/** The five-tab signup (spec 000 §2): one form, validated tab by tab, sent from COMM. */
export function useSignupWizard() {
  const [step, setStep] = useState<SignupTab>('OPTION');
  const [furthest, setFurthest] = useState(0);
  const form = useForm<SignupFormValues>({
    resolver: step === 'CONFIRM' ? undefined : TAB_RESOLVERS[step],
    defaultValues: SIGNUP_DEFAULTS,
  });
  const cgu = useCurrentCgu();
  const confirmAvailable = useConfirmLoginAvailable();
  const signup = useSignup();

  const goTo = (target: SignupTab) => {
    form.clearErrors('root');
    setStep(target);
    setFurthest((index) => Math.max(index, tabIndex(target)));
  };

  // Moving on starts the next tab afresh: its fields are checked when it is submitted.
  const advance = () => {
    form.reset(form.getValues());
    goTo(SIGNUP_TABS[tabIndex(step) + 1] ?? 'CONFIRM');
  };

  const send = (values: SignupFormValues) => {
    const context = { language: currentLanguage(), cguTerm: cgu.data?.idCgu ?? null };
    signup.mutate(
      { values, context },
      {
        onSuccess: () => goTo('CONFIRM'),
        onError: (error) => {
          if (applyServerError(form, error, SIGNUP_ERRORS) !== 'root') setStep('LOGIN');
        },
      },
    );
  };

  /** `values` holds the current tab's fields only (parsed by its schema). */
  const onValid = async (values: SignupFormValues) => {
    if (step === 'LOGIN' && !(await confirmAvailable(values.login))) {
      form.setError('login', { message: 'signup.form.login.unavailable' }, { shouldFocus: true });
    } else if (step === 'COMM') {
      send(form.getValues());
    } else {
      advance();
    }
  };

  /** Back freely; forward (up to the furthest tab reached) once the current tab is valid. */
  const select = async (target: SignupTab) => {
    if (step === 'CONFIRM') return;
    if (tabIndex(target) < tabIndex(step) || (await form.trigger())) goTo(target);
  };

  const back = () => goTo(SIGNUP_TABS[Math.max(tabIndex(step) - 1, 0)] ?? 'OPTION');

  return { form, step, furthest, cgu, sending: signup.isPending, onValid, select, back };
}
