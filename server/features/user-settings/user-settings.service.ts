import type { DeleteAccountRequest, UserDetails } from '../../../contract/settings';
import type { Executor } from '../../db/database';
import { MessageCode } from '../../../contract/message-codes';
import { AppError } from '../../http/app-error';
import { closeAllSessionsOf } from '../sessions/sessions.service';
import * as users from '../users/users.service';

const userExists = () => new AppError(409, MessageCode.userExists);

export async function updateLogin(db: Executor, userId: number, login: string, password: string) {
  await users.assertCurrentPassword(db, userId, password);
  const holder = await users.findUserByLogin(db, login);
  if (holder && holder.id !== userId) throw userExists();
  await users.changeLogin(db, userId, login);
}

export async function updateEmail(db: Executor, userId: number, email: string, password: string) {
  await users.assertCurrentPassword(db, userId, password);
  await users.updateUser(db, userId, { email });
}

/** Changes the password and ends every session of the user (the caller opens a new one). */
export async function updatePassword(
  db: Executor,
  userId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await users.assertCurrentPassword(db, userId, oldPassword);
  users.assertUncommonPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await users.setPassword(trx, userId, newPassword);
    await closeAllSessionsOf(trx, userId);
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
 * transaction; the reason is kept without any link to the person.
 */
export async function deleteOwnAccount(
  db: Executor,
  userId: number,
  request: DeleteAccountRequest,
  now: number,
): Promise<void> {
  await users.assertCurrentPassword(db, userId, request.password);
  await db.transaction().execute(async (trx) => {
    await users.recordAccountDeletion(trx, request.reason, request.comment, now);
    await users.deleteUser(trx, userId);
  });
}
