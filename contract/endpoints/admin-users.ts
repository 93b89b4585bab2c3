import { z } from 'zod';
import { adminUserSchema, usersPageSchema, usersQuerySchema } from '../admin-users';
import {
  activationReminderQuerySchema,
  activationReminderSchema,
  createAdminSchema,
  modeAutoImportSchema,
  profileAndCommentSchema,
} from '../admin-users-actions';
import { doneAnswerSchema, valueAnswerSchema } from '../answers';
import { endpoint } from '../endpoint';
import { idParamSchema } from '../ids';

const userIdParams = z.object({ userId: idParamSchema });
const idUserParams = z.object({ idUser: idParamSchema });

export const listUsers = endpoint('get', '/api/users', {
  query: usersQuerySchema,
  answer: usersPageSchema,
});

export const getUser = endpoint('get', '/api/users/:userId', {
  params: userIdParams,
  answer: adminUserSchema,
});

/** A command on one user: nothing sent, `{ value: true }` answered. */
const userCommand = <const Path extends string>(path: Path) =>
  endpoint('post', path, { params: userIdParams, answer: doneAnswerSchema });

export const resetUserPassword = userCommand('/api/users/:userId/resetPassword');

export const toggleUserLock = userCommand('/api/users/:userId/toggleLock');

export const activateUser = userCommand('/api/users/:userId/activate');

export const createAdmin = endpoint('post', '/api/users/createAdmin', {
  body: createAdminSchema,
  answer: valueAnswerSchema(z.number().int()),
});

export const remindActivation = endpoint('post', '/api/users/activationReminder', {
  query: activationReminderQuerySchema,
  body: activationReminderSchema,
  answer: valueAnswerSchema(z.number().int()),
});

export const saveProfileAndComment = endpoint('post', '/api/users/:idUser/profileAndComment', {
  params: idUserParams,
  body: profileAndCommentSchema,
  answer: doneAnswerSchema,
});

export const saveModeAutoImport = endpoint('post', '/api/users/:idUser/modeAutoImport', {
  params: idUserParams,
  body: modeAutoImportSchema,
  answer: doneAnswerSchema,
});
