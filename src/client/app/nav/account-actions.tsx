/**
 * The session part of the navigation bar (core spec section 2 and 6):
 * signed out -> Login, Sign Up; signed in -> 'Welcome, {name}', Dashboard, Admin (admins only), Sign Out.
 * `layout` picks the row (desktop) or column (mobile menu) arrangement of the same items.
 */
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { signOutAndReload } from '../../api/auth/sign-out';
import { useGreetingName, useSession } from '../../shared/session';
import { useToast } from '../../components/ui/toast';

export function navLinkClasses({ isActive }: { isActive: boolean }, isColumn = false) {
  return cn(
    'focus-ring inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2.5 text-sm font-medium transition-colors lg:px-3',
    isColumn && 'w-full text-base',
    isActive ? 'bg-surface-2 text-fg' : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
  );
}

export function AccountActions({ layout, onNavigate }: { layout: 'row' | 'column'; onNavigate?: () => void }) {
  const { isLoading, isSignedIn, user, profile } = useSession();
  const greeting = useGreetingName();
  const toast = useToast();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const isColumn = layout === 'column';

  // Reserve the space while the session check runs, so the bar does not jump.
  if (isLoading) return <span aria-hidden="true" className={cn('inline-block h-11', isColumn ? 'w-full' : 'w-40')} />;

  if (!isSignedIn || !user) {
    return (
      <div className={cn('flex gap-2', isColumn ? 'flex-col' : 'items-center')}>
        <ButtonLink to={paths.auth.getHref()} variant="ghost" size="sm" fullWidth={isColumn} onClick={onNavigate}>
          Login
        </ButtonLink>
        <ButtonLink
          to={paths.auth.getHref({ mode: 'signup' })}
          variant="primary"
          size="sm"
          fullWidth={isColumn}
          onClick={onNavigate}
        >
          Sign Up
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={cn('flex gap-1', isColumn ? 'flex-col items-stretch' : 'items-center')}>
      <span
        className={cn(
          'truncate px-2 text-sm text-fg-muted',
          isColumn ? 'py-2 text-base' : 'max-w-36 whitespace-nowrap lg:max-w-52',
        )}
        title={user.email}
      >
        Welcome, <span className="font-medium text-fg">{greeting}</span>
      </span>
      <NavLink to={paths.dashboard.getHref()} className={(s) => navLinkClasses(s, isColumn)} onClick={onNavigate}>
        Dashboard
      </NavLink>
      {profile?.role === 'admin' ? (
        <NavLink to={paths.admin.getHref()} className={(s) => navLinkClasses(s, isColumn)} onClick={onNavigate}>
          Admin
        </NavLink>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        fullWidth={isColumn}
        isLoading={isSigningOut}
        onClick={() => {
          setIsSigningOut(true);
          void signOutAndReload((message) => toast({ tone: 'info', title: message }));
        }}
      >
        Sign Out
      </Button>
    </div>
  );
}
