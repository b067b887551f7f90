import { createContext, useContext } from 'react';
import type { User } from '@taxprep/contracts';

export const SessionUserContext = createContext<User | null>(null);

/** The signed-in user; only valid below RequireAuth. */
export function useSessionUser(): User {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser must be used below RequireAuth');
  return user;
}
