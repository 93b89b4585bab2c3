import { Role, hasAccess } from '../../../contract/access';
import {
  deleteAccountSchema,
  type DeleteAccountRequest,
  type PasswordChange,
  type UserDetails,
} from '../../../contract/settings';
import type { Executor } from '../../db/database';
import { MessageCode } from '../../../contract/message-codes';
import { AppError } from '../../http/app-error';
import type { EventOrigin, Principal } from '../../http/request-context';
import { parseWith } from '../../http/validation';
import { deleteAsAdmin } from '../admin-users/admin-users-actions.service';
import { recordEventFrom } from '../security-events/security-events.service';
import { recordSessionsEnded } from '../sessions/sessions-journal.service';
import { closeAllSessionsOf, openSession, type SessionPolicy } from '../sessions/sessions.service';
import { changeDetails, changePhone } from '../users/user-changes.service';
import * as users from '../users/users.service';

const userExists = () => new AppError(409, MessageCode.userExists);

export async function updateLogin(db: Executor, userId: number, login: string, password: string) {
  await users.assertCurrentPassword(db, userId, password);
  const holder = await users.findUserByLogin(db, login);
  if (holder && holder.id !== userId) throw userExists();
  await users.changeLogin(db, userId, login);
}

/** The signed-in person as the journal names them, and the session they go on with. */
export interface SessionHolder {
  id: number;
  login: string;
  token: string | undefined;
}

/**
 * Changes the password and ends every session of the user, then opens the one the person goes on
 * with: its token is the answer. A wrong current password is journalled as a failed change.
 */
export async function updatePassword(
  db: Executor,
  origin: EventOrigin,
  holder: SessionHolder,
  { oldPassword, newPassword }: PasswordChange,
  policy: SessionPolicy,
  now: number,
): Promise<string> {
  const event = { type: 'PASSWORD_CHANGE', login: holder.login, userId: holder.id } as const;
  if (!(await users.isCurrentPassword(db, holder.id, oldPassword))) {
    await recordEventFrom(db, origin, { ...event, outcome: 'failure' }, now);
    throw users.wrongPassword();
  }
  users.assertUncommonPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await users.setPassword(trx, holder.id, newPassword);
    await recordEventFrom(trx, origin, { ...event, outcome: 'success' }, now);
    await recordSessionsEnded(trx, origin, holder, 'PASSWORD_CHANGE', now, holder.token);
    await closeAllSessionsOf(trx, holder.id);
    return openSession(trx, holder.id, policy, now);
  });
}

export async function updatePhone(db: Executor, userId: number, phone: string, phoneCode: string) {
  await changePhone(db, userId, phone, phoneCode);
}

export async function getUserDetails(db: Executor, userId: number): Promise<UserDetails> {
  const user = await users.findUserById(db, userId);
  if (!user) throw AppError.notFound();
  return {
    usageName: user.usageName ?? '',
    zipcode: user.zipcode ?? '',
    newsletter: user.newsletter === 1,
    partners: user.partners === 1,
  };
}

export async function updateUserDetails(db: Executor, userId: number, details: UserDetails) {
  await changeDetails(db, userId, details);
}

/**
 * Deletes the account and, through the foreign keys, every row the user owns, in one
 * transaction; the reason is kept without any link to the person. `beforeDelete` removes what
 * lives outside (the aggregator's user) once the password is right; it never throws.
 */
export async function deleteOwnAccount(
  db: Executor,
  userId: number,
  request: DeleteAccountRequest,
  now: number,
  beforeDelete: () => Promise<void> = async () => {},
): Promise<void> {
  await users.assertCurrentPassword(db, userId, request.password);
  await beforeDelete();
  await db.transaction().execute(async (trx) => {
    await users.recordAccountDeletion(trx, request.reason, request.comment, now);
    await users.deleteUserAndData(trx, userId);
  });
}

/** Who asks for a deletion, and what their request carries (read loosely: an admin sends none). */
export interface DeletionRequest {
  caller: Principal;
  origin: EventOrigin;
  targetId: number;
  query: unknown;
}

/**
 * Deletes the caller's own account (password, reason and comment in the query), or, for an
 * administrator, another user's (403 to anyone else). `forgetProviderUser` removes what lives at
 * the aggregator once the deletion is allowed. Answers whether the caller's own account went.
 */
export async function deleteAccount(
  db: Executor,
  { caller, origin, targetId, query }: DeletionRequest,
  now: number,
  forgetProviderUser: (userId: number) => Promise<void>,
): Promise<{ ownAccount: boolean }> {
  if (targetId !== caller.idUser) {
    if (!hasAccess(caller, [Role.admin])) throw AppError.forbidden();
    const admin = { ...origin, idUser: caller.idUser, login: caller.login };
    await deleteAsAdmin(db, admin, targetId, now, () => forgetProviderUser(targetId));
    return { ownAccount: false };
  }
  const request = parseWith(deleteAccountSchema, query);
  await deleteOwnAccount(db, caller.idUser, request, now, () => forgetProviderUser(caller.idUser));
  return { ownAccount: true };
}
