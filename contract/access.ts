/** Roles, profiles and functionalities of spec 000 §6. */
export const Role = {
  anonymous: 'ROLE_ANONYMOUS',
  any: 'ROLE_ANY',
  authenticated: 'ROLE_AUTHENTICATED',
  user: 'ROLE_USER',
  admin: 'ROLE_ADMIN',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ProfileName = {
  user: 'USER',
  premium: 'PREMIUM',
  dev: 'DEV',
  admin: 'ADMIN',
} as const;
export type ProfileName = (typeof ProfileName)[keyof typeof ProfileName];

/**
 * Functionality codes. TAG and DEV come from the spec; CATEGORY, BUDGET, VENTILATED_OPERATION and
 * CSV_EXPORT are the guarded features named in spec 001 §6 and 000 §5.
 */
export const FunctionalityCode = {
  tag: 'TAG',
  dev: 'DEV',
  category: 'CATEGORY',
  budget: 'BUDGET',
  ventilatedOperation: 'VENTILATED_OPERATION',
  csvExport: 'CSV_EXPORT',
} as const;
export type FunctionalityCode = (typeof FunctionalityCode)[keyof typeof FunctionalityCode];

export const FUNCTIONALITY_PREFIX = 'FUNCTIONALITY_';

/** A required access item: a role or `FUNCTIONALITY_<code>`. */
export type AccessItem = Role | `${typeof FUNCTIONALITY_PREFIX}${FunctionalityCode}`;

export const functionality = (code: FunctionalityCode): AccessItem =>
  `${FUNCTIONALITY_PREFIX}${code}`;

export interface AccessHolder {
  roles: readonly string[];
  profile: { functionalities: readonly { code: string }[] } | null;
}

/** The authorities a holder has: its roles, ROLE_ANY, and FUNCTIONALITY_<code> per functionality. */
export function authoritiesOf(holder: AccessHolder | null): Set<string> {
  if (!holder) return new Set([Role.anonymous, Role.any]);
  const functionalities = holder.profile?.functionalities ?? [];
  return new Set([
    Role.any,
    Role.authenticated,
    ...holder.roles,
    ...functionalities.map((f) => `${FUNCTIONALITY_PREFIX}${f.code}`),
  ]);
}

/** Passes only when every listed role or functionality is held. */
export function hasAccess(holder: AccessHolder | null, required: readonly AccessItem[]): boolean {
  const held = authoritiesOf(holder);
  return required.every((item) => held.has(item));
}
