/**
 * Session: one place that answers "who is signed in, with what profile, in which mode".
 * Built on the ['me'] and public-config queries, so there is no second copy of session state:
 * <SessionProvider> (mounted by app/providers) starts both requests at once, and every reader
 * calls useSession().
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MeResponse } from '../../contracts/profile';
import type { PublicConfig } from '../../contracts/system';
import { useMe } from '../api/profiles/get-me';
import { usePublicConfig } from '../api/system/get-public-config';
import { RealtimeIdentityProvider } from '../lib/realtime-identity';

export interface Session {
  /** True until the session check has answered (signed in or not). */
  isLoading: boolean;
  isSignedIn: boolean;
  user: MeResponse['user'] | null;
  profile: MeResponse['profile'] | null;
  config: PublicConfig | undefined;
  isDemoMode: boolean;
  /** The session request failed (not a 401): the server may be down. */
  sessionError: unknown;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const config = usePublicConfig();
  const value = useMemo<Session>(
    () => ({
      isLoading: me.isPending,
      isSignedIn: Boolean(me.data?.user),
      user: me.data?.user ?? null,
      profile: me.data?.profile ?? null,
      config: config.data,
      isDemoMode: config.data?.demoMode ?? false,
      sessionError: me.error,
    }),
    [me.isPending, me.data, me.error, config.data],
  );
  return (
    <SessionContext.Provider value={value}>
      <RealtimeIdentityProvider userId={value.user?.id ?? null} isLoading={value.isLoading}>
        {children}
      </RealtimeIdentityProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * The name every greeting uses ('Welcome, …' in the navigation, 'Welcome back, …' on the dashboard,
 * the investor portal): the person's full name from the profile, else the account's name, else the
 * part of the e-mail before @, else "Investor". Never the role.
 */
export function greetingName(names: {
  fullName?: string | null;
  accountName?: string | null;
  email?: string | null;
}): string {
  const fullName = names.fullName?.trim() || names.accountName?.trim();
  if (fullName) return fullName;
  const email = names.email ?? '';
  const at = email.indexOf('@');
  return (at > 0 ? email.slice(0, at) : email) || 'Investor';
}

/** greetingName of the signed-in person. */
export function useGreetingName(): string {
  const { user, profile } = useSession();
  return greetingName({ fullName: profile?.full_name, accountName: user?.name, email: user?.email });
}
