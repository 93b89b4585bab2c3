import type { Generated } from 'kysely';

/** A login slowed down by failures from unknown browsers (migration 0026). */
export interface SignInSlowdownsTable {
  loginKey: string;
  failures: number;
  lastFailureAt: string;
  nextAttemptAt: string;
}

/** A browser that signed in to the account, with the failures it has spent since. */
export interface SignInDevicesTable {
  id: string;
  userId: number;
  failures: number;
  createdAt: string;
  lastSignInAt: string;
}

/** A user's TOTP secret, sealed; pending until a first code confirms it (migration 0032). */
export interface UserTwoFactorTable {
  userId: number;
  sealedSecret: string;
  state: 'pending' | 'enabled';
  createdAt: string;
  enabledAt: string | null;
  /** The time step of the last code accepted: an older or equal step is a replay. */
  lastStep: number | null;
}

/** One single-use recovery code, as its keyed hash. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: string | null;
}

/** A sign-in whose password was right, awaiting its second factor; id is the token's hash. */
export interface TwoFactorChallengesTable {
  id: string;
  userId: number;
  failures: Generated<number>;
  createdAt: string;
  expiresAt: string;
}

export interface SignInTables {
  signInSlowdowns: SignInSlowdownsTable;
  signInDevices: SignInDevicesTable;
  userTwoFactor: UserTwoFactorTable;
  twoFactorRecoveryCodes: TwoFactorRecoveryCodesTable;
  twoFactorChallenges: TwoFactorChallengesTable;
}
