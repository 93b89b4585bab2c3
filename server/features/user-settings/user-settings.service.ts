import type { DeleteAccountRequest, PasswordChange, UserDetails } from '../../../contract/settings';
import type { Executor } from '../../db/database';
import { MessageCode } from '../../../contract/message-codes';
import { AppError } from '../../http/app-error';
import { closeAllSessionsOf, openSession, type SessionPolicy } from '../sessions/sessions.service';
import * as users from '../users/users.service';

const userExists = () => new AppError(409, MessageCode.userExists);

export async function updateLogin(db: Executor, userId: number, login: string, password: string) {
  await users.assertCurrentPassword(db, userId, password);
  const holder = await users.findUserByLogin(db, login);
  if (holder && holder.id !== userId) throw userExists();
  await users.changeLogin(db, userId, login);
}

/**
 * Changes the password and ends every session of the user, then opens the one the person goes on
 * with: its token is the answer.
 */
export async function updatePassword(
  db: Executor,
  userId: number,
  { oldPassword, newPassword }: PasswordChange,
  policy: SessionPolicy,
  now: number,
): Promise<string> {
  await users.assertCurrentPassword(db, userId, oldPassword);
  users.assertUncommonPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await users.setPassword(trx, userId, newPassword);
    await closeAllSessionsOf(trx, userId);
    return openSession(trx, userId, policy, now);
  });
}

export async function updatePhone(db: Executor, userId: number, phone: string, phoneCode: string) {
  await users.updateUser(db, userId, { phone: phone || null, phoneCode });
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
  await users.updateUser(db, userId, {
    usageName: details.usageName,
    zipcode: details.zipcode || null,
    newsletter: details.newsletter ? 1 : 0,
    partners: details.partners ? 1 : 0,
  });
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
    await users.deleteUser(trx, userId);
  });
}
