import { createContext, useContext } from 'react';
import type { Session } from './session';

export const AuthContext = createContext<Session | null>(null);

/** The current session: `user` is null when nobody is signed in. */
export function useAuth(): Session {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth must be used inside <AuthProvider>');
  return session;
}
