import { Role, type AccessHolder, type ProfileName } from '../../../contract/access';
import type { CurrentUser, Language } from '../../../contract/auth';
import { hasAgreedCurrentCgu } from '../cgu/cgu.service';
import { listSubscriptions } from '../subscriptions/subscriptions.service';
import type { Executor } from '../../db/database';
import { hashPassword } from './passwords';
import * as repository from './users.repository';

export interface NewUser {
  login: string;
  password: string;
  email?: string | null;
  usageName?: string | null;
  profileName: ProfileName;
  roles: Role[];
  active: boolean;
  language?: Language;
}

/** Creates a user with its roles; the caller supplies the transaction when it needs one. */
export async function createUser(db: Executor, user: NewUser): Promise<number> {
  const profile = await repository.findProfileByName(db, user.profileName);
  const userId = await repository.insertUser(db, {
    login: user.login.trim(),
    loginKey: repository.loginKeyOf(user.login),
    email: user.email ?? null,
    usageName: user.usageName ?? null,
    passwordHash: await hashPassword(user.password),
    profileId: profile.id,
    active: user.active ? 1 : 0,
    language: user.language ?? 'fr',
    creationDate: new Date().toISOString(),
  });
  await repository.insertRoles(db, userId, user.roles);
  return userId;
}

export const findUserByLogin = repository.findUserByLogin;
export const recordSuccessfulSignIn = repository.recordSuccessfulSignIn;
export const recordFailedSignIn = repository.recordFailedSignIn;

/** Who is making a request: enough to check access on every route. */
export interface Principal extends AccessHolder {
  idUser: number;
  login: string;
  roles: Role[];
  profile: { name: string; indexUrl: string; functionalities: { code: string }[] };
}

/** The active user's principal, or undefined when the user is gone or disabled. */
export async function findPrincipal(db: Executor, userId: number): Promise<Principal | undefined> {
  const user = await repository.findUserWithProfile(db, userId);
  if (!user || user.active !== 1) return undefined;
  const [roles, codes] = await Promise.all([
    repository.findRoles(db, userId),
    repository.findFunctionalityCodes(db, user.profileId),
  ]);
  return {
    idUser: user.id,
    login: user.login,
    roles: roles as Role[],
    profile: {
      name: user.profileName,
      indexUrl: user.profileIndexUrl,
      functionalities: codes.map((code) => ({ code })),
    },
  };
}

/** GET /api/user: the principal with its settings, subscriptions and terms agreement. */
export async function describeUser(db: Executor, principal: Principal): Promise<CurrentUser> {
  const user = await repository.findUserById(db, principal.idUser);
  if (!user) throw new Error(`user ${principal.idUser} vanished`);
  const [subscriptions, agreedCgu] = await Promise.all([
    listSubscriptions(db, user.id),
    hasAgreedCurrentCgu(db, user.id),
  ]);
  return {
    idUser: user.id,
    login: user.login,
    email: user.email,
    phone: user.phone,
    phoneCode: user.phoneCode,
    usageName: user.usageName,
    zipcode: user.zipcode,
    language: user.language as Language,
    roles: principal.roles,
    profile: principal.profile,
    profileEndDate: user.profileEndDate,
    subscriptions,
    agreedCgu,
    numberOfConnection: user.numberOfConnection,
    parameter: { modeAutoImport: user.modeAutoImport },
    budgetInsightInfos: null,
  };
}

export async function hasAdmin(db: Executor): Promise<boolean> {
  return (await repository.countUsersWithRole(db, Role.admin)) > 0;
}
