/**
 * Access guard (core spec section 2), wrapped around routes that need a signed-in user or a role:
 * - while the session loads: a spinner with 'Loading' ('Loading demo' in demo mode);
 * - no user: redirect to /auth with the original location in router state `from`, so sign-in
 *   returns there;
 * - role check with hasRequiredRole (shared with the server); with no profile loaded, demo mode
 *   lets the user in and otherwise only required role 'user' passes;
 * - denied: 'Access Denied' with the spec's text and a Go Back button.
 * The server enforces the same rules; this guard only mirrors them for a good experience.
 */
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { Role } from '../../domain/constants';
import { hasRequiredRole } from '../../domain/access';
import { Button } from '../components/ui/button';
import { IconLock } from '../components/ui/icons';
import { paths } from '../lib/paths';
import { useSession } from '../shared/session';
import { PageLoading } from '../components/ui/page-loading';

export const ACCESS_DENIED_TEXT = "You don't have permission to access this page";
export const ACCESS_DENIED_DEMO_TEXT = 'This page requires specific permissions in production mode';

/** The decision, separated from rendering so it can be unit-tested. */
export function decideAccess(input: {
  isLoading: boolean;
  isSignedIn: boolean;
  role: Role | undefined;
  hasProfile: boolean;
  isDemoMode: boolean;
  required: Role;
}): 'loading' | 'redirect' | 'allow' | 'deny' {
  if (input.isLoading) return 'loading';
  if (!input.isSignedIn) return 'redirect';
  if (!input.hasProfile) return input.isDemoMode || input.required === 'user' ? 'allow' : 'deny';
  return hasRequiredRole(input.role, input.required) ? 'allow' : 'deny';
}

export function AccessGuard({ required = 'user' }: { required?: Role }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess({
    isLoading: session.isLoading,
    isSignedIn: session.isSignedIn,
    role: session.profile?.role,
    hasProfile: Boolean(session.profile),
    isDemoMode: session.isDemoMode,
    required,
  });

  if (decision === 'loading') return <PageLoading label={session.isDemoMode ? 'Loading demo' : 'Loading'} />;
  if (decision === 'redirect') return <Navigate to={paths.auth.getHref()} replace state={{ from: location }} />;
  if (decision === 'deny') return <AccessDenied isDemoMode={session.isDemoMode} />;
  return <Outlet />;
}

function AccessDenied({ isDemoMode }: { isDemoMode: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex min-h-[55dvh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <div className="mb-6 flex h-14 w-14 items-center justify-center rounded-full border border-gold/40 bg-gold-soft text-gold">
        <IconLock size={26} />
      </div>
      <h1 className="text-3xl font-semibold">Access Denied</h1>
      <p className="mt-3 text-fg-muted">{isDemoMode ? ACCESS_DENIED_DEMO_TEXT : ACCESS_DENIED_TEXT}</p>
      <Button
        className="mt-8"
        variant="secondary"
        onClick={() => {
          // history.state.idx is React Router's own position counter: 0 means nothing to go back to
          // inside the app (opened directly), so go home instead of leaving the site.
          const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (idx > 0) navigate(-1);
          else navigate(paths.home.getHref(), { replace: true });
        }}
      >
        Go Back
      </Button>
    </div>
  );
}

/** Route components for router.tsx (lazy-loaded there, so the guard is not in the initial chunk). */
export function RequireUser() {
  return <AccessGuard required="user" />;
}

export function RequireAdmin() {
  return <AccessGuard required="admin" />;
}
