import { authenticateRequestSchema, currentUserSchema, sessionSchema } from '../auth';
import { endpoint } from '../endpoint';

export const authenticate = endpoint('post', '/api/authenticate', {
  body: authenticateRequestSchema,
  answer: currentUserSchema,
});

export const logout = endpoint('post', '/api/logout');

export const getCurrentUser = endpoint('get', '/api/user', { answer: currentUserSchema });

export const getSession = endpoint('get', '/api/session', { answer: sessionSchema });
