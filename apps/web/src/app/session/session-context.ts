import { createContext, useContext } from 'react';

export interface SessionUser {
  username: string;
  displayName: string;
  roles: string[];
  permissions: string[];
  /** The server's id of the user (the one acted as, while acting as someone). */
  id?: string;
  /** The role's default landing screen, where sign-in goes without a remembered address. */
  landingRoute?: string;
  /** Who really signed in, while the session acts as another user; null otherwise. */
  actor?: { username: string; displayName: string } | null;
  email?: string | null;
  phone?: string | null;
  businessUnits?: string[];
}

export interface Session {
  /** 'loading' while the user is being resolved; screens wait rather than flash the sign-in page. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  hasPermission: (permission: string) => boolean;
  /** Re-reads the session, e.g. after sign-in stored new tokens. */
  reload: () => void;
  /**
   * Re-reads the user in place, the screen staying up (no 'loading'): after a business-unit switch
   * the permissions and the menu follow the new unit. A failed read keeps the current user.
   */
  refresh: () => Promise<void>;
  /** Forgets the tokens and the user; the caller decides where to go next. */
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
