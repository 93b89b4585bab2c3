import { authenticateRequestSchema, currentUserSchema, sessionSchema } from '../auth';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { secondFactorDueSchema } from '../two-factor';

/** The user, or, for an account with two-factor, that a code is due (two-factor endpoints). */
export const authenticate = endpoint('post', '/api/authenticate', {
  body: authenticateRequestSchema,
  answer: z.union([currentUserSchema, secondFactorDueSchema]),
});

export const logout = endpoint('post', '/api/logout');

export const getCurrentUser = endpoint('get', '/api/user', { answer: currentUserSchema });

export const getSession = endpoint('get', '/api/session', { answer: sessionSchema });
