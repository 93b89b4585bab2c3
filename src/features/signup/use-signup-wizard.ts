import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SIGNUP_TABS, type SignupTab } from '../../../contract/signup';
import { currentLanguage } from '../../lib/language';
import { useCurrentTerms } from '../terms/use-current-terms';
import { postSignup } from './signup-api';
import { signupFailure } from './signup-errors';
import {
  SIGNUP_DEFAULTS,
  TAB_RESOLVERS,
  signupRequestOf,
  tabIndex,
  type SignupFormValues,
} from './signup-form';
import { useConfirmLoginAvailable } from './use-login-availability';

/** The five-tab signup (spec 000 §2): one form, validated tab by tab, sent from COMM. */
export function useSignupWizard() {
  const [step, setStep] = useState<SignupTab>('OPTION');
  const [furthest, setFurthest] = useState(0);
  /** A refusal told above the COMM tab's buttons (field refusals are told on the field). */
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupFormValues>({
    resolver: step === 'CONFIRM' ? undefined : TAB_RESOLVERS[step],
    defaultValues: SIGNUP_DEFAULTS,
  });
  const terms = useCurrentTerms();
  const confirmAvailable = useConfirmLoginAvailable();
  const signup = useMutation({
    mutationFn: (values: SignupFormValues) =>
      postSignup(
        signupRequestOf(values, {
          language: currentLanguage(),
          cguTerm: terms.data?.idCgu ?? null,
        }),
      ),
  });

  const goTo = (target: SignupTab) => {
    setFailure(null);
    setStep(target);
    setFurthest((index) => Math.max(index, tabIndex(target)));
  };

  // Moving on starts the next tab afresh: its fields are checked when it is submitted.
  const advance = () => {
    form.reset(form.getValues());
    goTo(SIGNUP_TABS[tabIndex(step) + 1] ?? 'CONFIRM');
  };

  const send = (values: SignupFormValues) => {
    setFailure(null);
    signup.mutate(values, {
      onSuccess: () => goTo('CONFIRM'),
      onError: (error) => {
        const { field, key } = signupFailure(error);
        if (!field) return setFailure(key);
        setStep('LOGIN');
        form.setError(field, { message: key });
      },
    });
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

  return { form, step, furthest, failure, terms, sending: signup.isPending, onValid, select, back };
}
