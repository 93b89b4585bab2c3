import { z } from 'zod';
import { int4Field } from './integers';
import { ProfileName } from './access';
import { MODES_AUTO_IMPORT } from './admin-users';
import { INVALID_CONFIRMATION, emailSchema, loginSchema, passwordSchema } from './credentials';
import { isoDateSchema } from './dates';
import { safeText } from './text';

// The admin actions on users (spec 002 §5, §6, §7).

export const ADMIN_ALL_FIELDS_REQUIRED = 'admin.create.allFieldsAreRequired';
export const PROFILE_NOT_ASSIGNABLE = 'admin.profile.notAssignable';
export const ADMIN_COMMENT_MAX = 1000;

/** Profiles the user modal may give (spec 002 §6: not ADMIN, not DEV). */
export const ASSIGNABLE_PROFILES: readonly string[] = [ProfileName.user, ProfileName.premium];

const required = z
  .string(ADMIN_ALL_FIELDS_REQUIRED)
  .min(1, ADMIN_ALL_FIELDS_REQUIRED)
  .pipe(safeText());
const requiredText = z
  .string(ADMIN_ALL_FIELDS_REQUIRED)
  .trim()
  .min(1, ADMIN_ALL_FIELDS_REQUIRED)
  .pipe(safeText());

const allFields = z.object({
  login: requiredText,
  usageName: requiredText,
  email: requiredText,
  password: required,
  confirmation: safeText().optional(),
});

const adminRules = z
  .object({
    login: loginSchema,
    usageName: safeText().max(100),
    email: emailSchema,
    password: passwordSchema,
    confirmation: z.string().optional(),
  })
  .refine((form) => form.confirmation === undefined || form.confirmation === form.password, {
    message: INVALID_CONFIRMATION,
    path: ['confirmation'],
  });

/**
 * POST /api/users/createAdmin. Every field is required first (admin.create.allFieldsAreRequired),
 * then each follows the signup rules; the confirmation, when sent, equals the password.
 */
export const createAdminSchema = allFields.pipe(adminRules);
export type CreateAdminRequest = z.input<typeof createAdminSchema>;

/** The create-admin form: the same rules, the confirmation required. */
export const createAdminFormSchema = allFields
  .extend({ confirmation: required })
  .pipe(adminRules.and(z.object({ confirmation: z.string() })));
export type CreateAdminForm = z.input<typeof createAdminFormSchema>;

/** POST /api/users/{idUser}/profileAndComment: no end date makes a gift, one a discovery. */
export const profileAndCommentSchema = z.object({
  idUser: int4Field().optional(),
  profileId: int4Field(),
  comment: safeText('ValidationException', { multiline: true })
    .max(ADMIN_COMMENT_MAX)
    .nullable()
    .default(null),
  profileEndDate: isoDateSchema('utils.wrong-date-format').nullable().default(null),
});
export type ProfileAndComment = z.input<typeof profileAndCommentSchema>;

/** POST /api/users/{idUser}/modeAutoImport: the user's parameter object. */
export const modeAutoImportSchema = z.object({
  modeAutoImport: z.enum(MODES_AUTO_IMPORT).nullable(),
});

/** POST /api/users/activationReminder: inactive accounts created in the range (inclusive). */
export const activationReminderSchema = z.object({
  startDate: isoDateSchema('utils.wrong-date-format'),
  endDate: isoDateSchema('utils.wrong-date-format'),
  /**
   * The site origin of spec 002 §7; links use PUBLIC_URL whatever it says
   * (docs/decisions/admin.md).
   */
  url: safeText().max(500).optional(),
});
export const activationReminderQuerySchema = z.object({
  pretend: z.enum(['true', 'false']).default('true'),
});

export const countPerProfileSchema = z.array(
  z.object({ profileId: z.number().int(), name: z.string(), count: z.number().int() }),
);
export type CountPerProfile = z.infer<typeof countPerProfileSchema>;

export const USAGE_MONTHS = 12;
export const ACTIVE_DAYS = 30;

/** GET /api/users/usageSummary (its shape is ours: spec 002 §2 "not shown"). */
export const usageSummarySchema = z.object({
  signUpsPerMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  activeUsersLast30Days: z.number().int(),
  totalUsers: z.number().int(),
  operations: z.number().int(),
  imports: z.number().int(),
  syncConnections: z.number().int(),
});
export type UsageSummary = z.infer<typeof usageSummarySchema>;

export const profileDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  indexUrl: z.string(),
  assignable: z.boolean(),
});
export const functionalityDtoSchema = z.object({ id: z.number().int(), code: z.string() });
export const PACKS = [
  { code: 'PREMIUM_MENSUEL', type: 'PREMIUM', period: 'MONTHLY' },
  { code: 'PREMIUM_ANNUEL', type: 'PREMIUM', period: 'ANNUAL' },
  { code: 'AUTOIMPORT_MENSUEL', type: 'AUTO_IMPORT', period: 'MONTHLY' },
  { code: 'AUTOIMPORT_ANNUEL', type: 'AUTO_IMPORT', period: 'ANNUAL' },
] as const;
export const packDtoSchema = z.object({
  code: z.string(),
  type: z.string(),
  period: z.string(),
});
