import { z } from 'zod';
import { int4Field } from './integers';
import { languageSchema } from './language-schema';
import { MessageCode } from './message-codes';
import { AGE_MAX, AGE_MIN, SIGNUP_MAX_REASONS, ZIPCODE_LENGTH } from './constants';
import { INVALID_LOGIN, emailSchema, loginSchema, passwordSchema } from './credentials';
import { phoneSchema } from './phone';
import { normalizedLogin, safeText } from './text';

export const SIGNUP_TABS = ['OPTION', 'LOGIN', 'PERSO', 'COMM', 'CONFIRM'] as const;
export type SignupTab = (typeof SIGNUP_TABS)[number];

export const VERSIONS = ['FREE', 'PREMIUM'] as const;
/** The payment modes a PREMIUM signup chooses from (spec 000 §9). */
export const VERSION_OPTIONS = ['PREMIUM_MENSUEL', 'PREMIUM_ANNUEL'] as const;
/** Titles are not listed by the spec: the two civil titles used by French forms. */
export const TITLES = ['MR', 'MRS'] as const;

export const SIGNUP_REASONS = [
  'MANAGE_MY_BUDGET',
  'RESTORE_FINANCIAL_SITUATION',
  'MANAGE_RENTAL_INVESTMENT',
  'PREPARE_RENTAL_INVESTMENT',
  'PREPARE_PERSONAL_PROJECT',
  'SAVE_MONEY',
  'CHECK_RENTAL_INVSTEMENT',
  'MANAGE_PATRIMONY',
  'MANAGE_PERSONAL_FINANCE',
  'NO_RESPONSE',
  'OTHER',
] as const;

/** In signup the zip is digits only, at most 5, and must be complete (spec 000 §5). */
export const signupZipSchema = z
  .string()
  .regex(new RegExp(`^\\d{${ZIPCODE_LENGTH}}$`), 'signup.form.zipcode.invalidZip');

export const ageSchema = z
  .string()
  .regex(/^\d{1,3}$/, 'signup.form.age.digitsOnly')
  .refine((age) => Number(age) >= AGE_MIN && Number(age) <= AGE_MAX, 'signup.form.age.range');

/** The fields of each tab, so the form validates one tab before moving to the next. */
export const signupFields = {
  OPTION: { version: z.enum(VERSIONS), versionOption: z.enum(VERSION_OPTIONS).nullable() },
  LOGIN: { login: loginSchema, password: passwordSchema, email: emailSchema },
  PERSO: {
    title: z.enum(TITLES, 'signup.form.title.isRequired'),
    zip: signupZipSchema,
    age: ageSchema,
    phone: phoneSchema.or(z.literal('')),
    phoneCode: z.string().regex(/^\d{1,4}$/),
    reasons: z.array(z.enum(SIGNUP_REASONS)).max(SIGNUP_MAX_REASONS, 'signup.form.reasons.tooMany'),
    serviceInfo: safeText(MessageCode.validation, { multiline: true }).max(
      500,
      'signup.form.serviceInfo.tooLong',
    ),
  },
  COMM: {
    newsletter: z.boolean(),
    partners: z.boolean(),
    cgu: z.literal(true, 'signup.form.cgu.isRequired'),
    cguTerm: int4Field().nullable(),
  },
} as const;

const premiumNeedsOption = (request: { version: string; versionOption: string | null }) =>
  request.version !== 'PREMIUM' || request.versionOption !== null;

/** POST /api/signup. `url` is the site the person signed up on (see docs on mail links). */
export const signupRequestSchema = z
  .object({
    ...signupFields.OPTION,
    ...signupFields.LOGIN,
    ...signupFields.PERSO,
    ...signupFields.COMM,
    language: languageSchema,
    url: safeText().max(300).optional(),
  })
  .refine(premiumNeedsOption, {
    message: 'signup.form.version.optionRequired',
    path: ['versionOption'],
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** GET /api/signup/check and /api/signup/resend: a login as typed, to look up. */
export const loginQuerySchema = z.object({ login: normalizedLogin().min(1).max(100) });

/** Server answers the LOGIN tab shows with the `.server` suffix (spec 000 §8). */
export const SignupServerCode = {
  invalidLogin: INVALID_LOGIN,
  invalidPassword: 'invalid.password',
  userExists: MessageCode.userExists,
} as const;

export interface ValueResponse<T> {
  value: T;
}
