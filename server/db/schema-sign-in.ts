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

export interface SignInTables {
  signInSlowdowns: SignInSlowdownsTable;
  signInDevices: SignInDevicesTable;
}
