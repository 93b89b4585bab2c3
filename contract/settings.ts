import { z } from 'zod';
import { idSchema } from './ids';
import { languageSchema } from './language-schema';
import { MessageCode } from './message-codes';
import {
  DELETE_COMMENT_MAX,
  ECHEANCE_DELAY_MAX,
  ECHEANCE_DELAY_MIN,
  ZIPCODE_LENGTH,
} from './constants';
import { emailSchema, loginSchema, passwordSchema } from './credentials';
import { phoneSchema } from './phone';
import { safeText } from './text';

const currentPassword = z
  .string()
  .min(1, 'param.password.current.required')
  .max(200)
  .pipe(safeText());

export const updateLoginSchema = z.object({ login: loginSchema, password: currentPassword });
export const updateEmailSchema = z.object({ email: emailSchema, password: currentPassword });
/** POST /api/updateEmail/confirm: the code mailed to the new address (ours; spec 000 is silent). */
export const confirmEmailSchema = z.object({ code: z.string().min(1).max(200).pipe(safeText()) });
/** The query parameter of the confirmation link, on /parameters. */
export const CONFIRM_EMAIL_PARAM = 'confirmEmail';
export const updatePasswordSchema = z.object({
  oldPassword: currentPassword,
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof updatePasswordSchema>;
export const updatePhoneSchema = z.object({
  phone: phoneSchema.or(z.literal('')),
  phoneCode: z.string().regex(/^\d{1,4}$/, 'param.phone.invalid'),
});

/** Outside signup a zipcode may be left empty, but when given it is exactly 5 digits. */
export const zipcodeSchema = z
  .string()
  .regex(new RegExp(`^(\\d{${ZIPCODE_LENGTH}})?$`), 'signup.form.zipcode.invalidZip');

export const userDetailsSchema = z.object({
  usageName: safeText().trim().min(1, 'param.usageName.isRequired').max(100),
  zipcode: zipcodeSchema,
  newsletter: z.boolean(),
  partners: z.boolean(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const preferencesSchema = z.object({
  currency: idSchema,
  mainAccount: idSchema.nullable(),
  language: languageSchema,
  echeanceDelay: z
    .number('param.echeanceDelay.invalid')
    .int('param.echeanceDelay.invalid')
    .min(ECHEANCE_DELAY_MIN, 'param.echeanceDelay.invalid')
    .max(ECHEANCE_DELAY_MAX, 'param.echeanceDelay.invalid'),
  simpleMode: z.boolean(),
  sortByDate: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Why a person leaves; the spec does not list them (000 §5), these are ours. */
export const DELETE_REASONS = [
  'NO_LONGER_NEEDED',
  'TOO_COMPLICATED',
  'MISSING_FEATURE',
  'TOO_EXPENSIVE',
  'PRIVACY',
  'OTHER',
] as const;

export const deleteAccountSchema = z
  .object({
    password: currentPassword,
    reason: z.enum(DELETE_REASONS, 'param.delete.modal.error.no-reason-choose'),
    comment: safeText(MessageCode.validation, { multiline: true })
      .max(DELETE_COMMENT_MAX, 'param.delete.modal.error.comment-too-long')
      .default(''),
  })
  .refine((form) => form.reason !== 'OTHER' || form.comment.trim() !== '', {
    message: 'param.delete.modal.error.no-comment',
    path: ['comment'],
  });
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** The §8 error codes of the settings endpoints. */
export const SettingsErrorCode = {
  userExists: MessageCode.userExists,
  invalidPassword: MessageCode.invalidPassword,
  validation: MessageCode.validation,
  passwordTooCommon: MessageCode.passwordTooCommon,
} as const;

/** GET /api/preferences: the saved preferences plus what other screens keep there. */
export const preferencesDtoSchema = preferencesSchema.extend({
  modeAutoImport: z.string().nullable(),
  sortedCategoryIds: z.string().nullable(),
});
export type PreferencesDto = z.infer<typeof preferencesDtoSchema>;

export const currencyDtoSchema = z.object({
  currencyId: z.number().int(),
  name: z.string(),
  symb: z.string(),
  abrv: z.string(),
});
export type CurrencyDto = z.infer<typeof currencyDtoSchema>;
