import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Language } from '../../../contract/languages';
import { DEFAULT_PHONE_CODE } from '../../../contract/constants';
import { withConfirmation } from '../../../contract/credentials';
import {
  SIGNUP_TABS,
  signupFields,
  signupRequestSchema,
  type SignupRequest,
  type SignupTab,
} from '../../../contract/signup';

/** The tabs holding fields; CONFIRM only tells what happens next. */
export type FormTab = Exclude<SignupTab, 'CONFIRM'>;

export interface SignupFormValues {
  version: SignupRequest['version'];
  versionOption: SignupRequest['versionOption'];
  login: string;
  email: string;
  password: string;
  confirmation: string;
  title: SignupRequest['title'] | null;
  zip: string;
  age: string;
  phone: string;
  phoneCode: string;
  reasons: SignupRequest['reasons'];
  serviceInfo: string;
  newsletter: boolean;
  partners: boolean;
  cgu: boolean;
}

export const SIGNUP_DEFAULTS: SignupFormValues = {
  version: 'FREE',
  versionOption: null,
  login: '',
  email: '',
  password: '',
  confirmation: '',
  title: null,
  zip: '',
  age: '',
  phone: '',
  phoneCode: DEFAULT_PHONE_CODE,
  reasons: [],
  serviceInfo: '',
  newsletter: false,
  partners: false,
  cgu: false,
};

/** Each tab is checked with its own fields of the contract before the next one opens. */
const TAB_SCHEMAS = {
  OPTION: z
    .object(signupFields.OPTION)
    .refine((option) => option.version !== 'PREMIUM' || option.versionOption !== null, {
      message: 'signup.form.version.optionRequired',
      path: ['versionOption'],
    }),
  LOGIN: withConfirmation(z.object({ ...signupFields.LOGIN, confirmation: z.string() })),
  PERSO: z.object(signupFields.PERSO),
  COMM: z.object(signupFields.COMM).omit({ cguTerm: true }),
} satisfies Record<FormTab, z.ZodType>;

/** One form holds every tab; the resolver in use is the current tab's. */
const asResolver = <S extends z.ZodType<FieldValues, FieldValues>>(schema: S) =>
  zodResolver(schema) as unknown as Resolver<SignupFormValues>;

export const TAB_RESOLVERS: Record<FormTab, Resolver<SignupFormValues>> = {
  OPTION: asResolver(TAB_SCHEMAS.OPTION),
  LOGIN: asResolver(TAB_SCHEMAS.LOGIN),
  PERSO: asResolver(TAB_SCHEMAS.PERSO),
  COMM: asResolver(TAB_SCHEMAS.COMM),
};

export const tabIndex = (tab: SignupTab) => SIGNUP_TABS.indexOf(tab);

export interface RequestContext {
  language: Language;
  cguTerm: number | null;
}

/** The request of the filled form, parsed by the contract's schema (trims, drops confirmation). */
export function signupRequestOf(values: SignupFormValues, context: RequestContext): SignupRequest {
  return signupRequestSchema.parse({
    ...values,
    versionOption: values.version === 'PREMIUM' ? values.versionOption : null,
    ...context,
    url: window.location.origin,
  });
}
