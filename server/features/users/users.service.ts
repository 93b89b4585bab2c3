import { Role, type ProfileName } from '../../../contract/access';
import type { Language } from '../../../contract/auth';
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
export const findUserById = repository.findUserById;
export const findRoles = repository.findRoles;

export async function hasAdmin(db: Executor): Promise<boolean> {
  return (await repository.countUsersWithRole(db, Role.admin)) > 0;
}
