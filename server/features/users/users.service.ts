import type { Insertable } from 'kysely';
import { ProfileName, Role } from '../../../contract/access';
import type { Language } from '../../../contract/auth';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { UsersTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './passwords';
import * as repository from './users.repository';
import * as sessionUser from './session-user.repository';
import * as tokenUser from './token-user.repository';

export interface NewUser {
  login: string;
  password: string;
  /** The password's hash when the caller has it (generated users share one): not hashed again. */
  passwordHash?: string;
  email?: string | null;
  usageName?: string | null;
  details?: Pick<
    Insertable<UsersTable>,
    | 'title'
    | 'age'
    | 'zipcode'
    | 'phone'
    | 'phoneCode'
    | 'newsletter'
    | 'partners'
    | 'reasons'
    | 'serviceInfo'
  >;
  profileName: ProfileName;
  roles: Role[];
  active: boolean;
  language?: Language;
}

/** Two requests racing for one login: the database's unique key decides, answered as such. */
function loginTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, MessageCode.userExists);
  throw error;
}

/**
 * Creates a user with its roles; the caller supplies the transaction when it needs one. A PREMIUM
 * profile given at creation comes with no subscription: it is a gift (spec 000 §1), recorded so
 * no reconciliation with the subscriptions takes it away.
 */
export async function createUser(db: Executor, user: NewUser): Promise<number> {
  const profile = await repository.findProfileByName(db, user.profileName);
  const userId = await repository
    .insertUser(db, {
      login: user.login.trim(),
      loginKey: repository.loginKeyOf(user.login),
      email: user.email ?? null,
      usageName: user.usageName ?? null,
      passwordHash: user.passwordHash ?? (await hashPassword(user.password)),
      profileId: profile.id,
      active: user.active ? 1 : 0,
      language: user.language ?? 'fr',
      creationDate: new Date().toISOString(),
      premiumGifted: user.profileName === ProfileName.premium ? 1 : 0,
      ...user.details,
    })
    .catch(loginTaken);
  await repository.insertRoles(db, userId, user.roles);
  return userId;
}

export function findUserByLogin(db: Executor, login: string) {
  return repository.findUserByLogin(db, login);
}

/** The logins of the list that a user has already (compared as sign-in compares them). */
export async function findTakenLogins(db: Executor, logins: readonly string[]) {
  const taken = await repository.findTakenLoginKeys(db, logins);
  return new Set(logins.filter((login) => taken.has(repository.loginKeyOf(login))));
}

export function findUserById(db: Executor, userId: number) {
  return repository.findUserById(db, userId);
}

export function findUsersByEmail(db: Executor, email: string) {
  return repository.findUsersByEmail(db, email);
}

/**
 * A live session's user with its profile, roles and auto-import mode, its books version, terms
 * agreement and whether a subscription is live, in one read.
 */
export function findUserOfSession(db: Executor, sessionId: string) {
  return sessionUser.findUserOfSession(db, sessionId);
}

/** The user of a personal API token, read as findUserOfSession reads a session's, by id. */
export function findUserOfToken(db: Executor, userId: number) {
  return tokenUser.findUserOfToken(db, userId);
}

/** The functionalities a profile opens (reference data, read once per database). */
export function findFunctionalityCodes(db: Executor, profileId: number): Promise<string[]> {
  return repository.findFunctionalityCodes(db, profileId);
}

/** Deletes the user and, through the foreign keys, every row the user owns. */
export async function deleteUserAndData(db: Executor, userId: number): Promise<void> {
  await repository.deleteUser(db, userId);
}

/** Makes the user's writes that check, then write, wait for one another (one transaction each). */
export async function serializeUserWrites(db: Executor, userId: number): Promise<void> {
  await repository.lockUserRow(db, userId);
}
export { isCommonPassword };

export async function recordAccountDeletion(
  db: Executor,
  reason: string,
  comment: string,
  now: number,
): Promise<void> {
  await repository.insertAccountDeletion(
    db,
    reason,
    comment.trim() || null,
    new Date(now).toISOString(),
  );
}

export async function changeLogin(db: Executor, userId: number, login: string): Promise<void> {
  const changes = { login: login.trim(), loginKey: repository.loginKeyOf(login) };
  await repository.updateUser(db, userId, changes).catch(loginTaken);
}

export async function isLoginAvailable(db: Executor, login: string): Promise<boolean> {
  return (await repository.findUserByLogin(db, login)) === undefined;
}

/** Refuses the most common passwords, on top of the contract's rules. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw AppError.badRequest(MessageCode.passwordTooCommon);
}

export async function setPassword(db: Executor, userId: number, password: string): Promise<void> {
  await repository.updateUser(db, userId, {
    passwordHash: await hashPassword(password),
    failedLogins: 0,
    lockedUntil: null,
  });
}

/** Checks the current password of a signed-in user changing a sensitive setting. */
export async function isCurrentPassword(
  db: Executor,
  userId: number,
  password: string,
): Promise<boolean> {
  const user = await repository.findUserById(db, userId);
  return user !== undefined && (await verifyPassword(user.passwordHash, password));
}

export const wrongPassword = () => AppError.badRequest(MessageCode.invalidPassword);

export async function assertCurrentPassword(
  db: Executor,
  userId: number,
  password: string,
): Promise<void> {
  if (!(await isCurrentPassword(db, userId, password))) throw wrongPassword();
}

/** Counts the sign-in and forgets the wrong passwords before it. */
export async function recordSuccessfulSignIn(db: Executor, userId: number, at: string) {
  await repository.recordSuccessfulSignIn(db, userId, at);
}

export async function hasAdmin(db: Executor): Promise<boolean> {
  return (await repository.countUsersWithRole(db, Role.admin)) > 0;
}
