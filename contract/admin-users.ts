import { z } from 'zod';
import { INT4_MAX } from './integers';
import { isoDateSchema } from './dates';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from './subscriptions';

// The user admin view and its list (spec 002 §3, §6, §7, §9).

/**
 * A subscription below this amount is monthly, otherwise annual, in the admin area (spec 002 §4,
 * 10 €). Spec 000 §3 says 15 for the person's own subscriptions; the documents disagree and each
 * area keeps its reading (spec README).
 */
export const ADMIN_ANNUAL_THRESHOLD_CENTS = 1000;

export { SUBSCRIPTION_TYPES, type SubscriptionType };

/** activeStatus filter: the spec names ALL only; the other values are ours. */
export const ACTIVE_STATUSES = ['ALL', 'ACTIVE', 'INACTIVE', 'LOCKED'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/** orderBy values; the default is the newest creation first (spec 002 §9). */
export const USER_ORDERS = ['creationDate,desc', 'creationDate,asc', 'login,asc', 'login,desc'];
export type UserOrder = 'creationDate,desc' | 'creationDate,asc' | 'login,asc' | 'login,desc';
export const DEFAULT_USER_ORDER: UserOrder = 'creationDate,desc';

export const USERS_PAGE_SIZE = 25;
export const USERS_PAGE_SIZE_MAX = 100;

export const MODES_AUTO_IMPORT = ['AUTO', 'DEMAND'] as const;
export type ModeAutoImport = (typeof MODES_AUTO_IMPORT)[number];

const dateFilter = isoDateSchema('utils.wrong-date-format').optional();

/** GET /api/users: `page` counts from 0 as the answer's `number` does; screens show it 1-based. */
export const usersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  size: z.coerce.number().int().min(1).max(USERS_PAGE_SIZE_MAX).default(USERS_PAGE_SIZE),
  orderBy: z.enum(USER_ORDERS as [UserOrder, ...UserOrder[]]).default(DEFAULT_USER_ORDER),
  paginate: z.enum(['yes', 'no']).default('yes'),
  profileId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  activeStatus: z.enum(ACTIVE_STATUSES).default('ALL'),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).optional(),
  /** Creation date range, inclusive, as ISO days. */
  startDate: dateFilter,
  endDate: dateFilter,
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;
export type UsersFilter = Omit<UsersQuery, 'page' | 'size' | 'paginate'>;

export const adminSubscriptionSchema = z.object({
  subscriptionId: z.number().int(),
  type: z.string(),
  amount: z.number().int(),
  deleted: z.boolean(),
  trial: z.boolean(),
  subscrDate: z.string(),
  providerSubscriptionId: z.string().nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** The user admin view (spec 002 §3), without any password or hash. */
export const adminUserSchema = z.object({
  idUser: z.number().int(),
  login: z.string(),
  usageName: z.string().nullable(),
  email: z.string().nullable(),
  profile: z.object({ id: z.number().int(), name: z.string() }),
  profileEndDate: z.string().nullable(),
  comment: z.string().nullable(),
  subscriptions: z.array(adminSubscriptionSchema),
  subscriptionTypes: z.array(z.enum(SUBSCRIPTION_TYPES)),
  locked: z.boolean(),
  active: z.boolean(),
  admin: z.boolean(),
  creationDate: z.string(),
  lastConnection: z.string().nullable(),
  parameter: z.object({ modeAutoImport: z.string().nullable() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The spec's page: content, number (from 0), totalElements. */
export const usersPageSchema = z.object({
  content: z.array(adminUserSchema),
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

/** POST api/export/users: every user of the filter, or the listed ids ("1,2,3"). */
export const exportUsersSchema = z
  .object({
    users: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10})*$/)
      .refine((ids) => ids.split(',').every((id) => Number(id) <= INT4_MAX))
      .optional(),
  })
  .default({});
export const EXPORT_USERS_FILE = 'users.csv';
