/**
 * Who the websocket speaks for. The session (shared/session) provides it; useChannel reads it to
 * reopen the socket with the signed-in user. Kept here so lib/ needs nothing from shared/.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface RealtimeIdentity {
  /** The signed-in user's id, or null for a visitor. */
  userId: string | null;
  /** True until the session check has answered. */
  isLoading: boolean;
}

const RealtimeIdentityContext = createContext<RealtimeIdentity | null>(null);

export function RealtimeIdentityProvider({ userId, isLoading, children }: RealtimeIdentity & { children: ReactNode }) {
  const value = useMemo(() => ({ userId, isLoading }), [userId, isLoading]);
  return <RealtimeIdentityContext.Provider value={value}>{children}</RealtimeIdentityContext.Provider>;
}

export function useRealtimeIdentity(): RealtimeIdentity {
  const identity = useContext(RealtimeIdentityContext);
  if (!identity) throw new Error('useSession must be used inside <SessionProvider>');
  return identity;
}
