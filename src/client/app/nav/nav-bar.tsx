/**
 * Top navigation bar (core spec section 2): logo to /, About, More, Connect Wallet and the
 * session actions. From 768 px up the items sit in the bar; below, in the mobile menu.
 */
import { Link, NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { Logo } from '../logo';
import { AccountActions, navLinkClasses } from './account-actions';
import { ConnectWalletButton } from './connect-wallet-button';
import { MobileMenu } from './mobile-menu';
import { MoreMenu } from './more-menu';

export function NavBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-bg/85 backdrop-blur-md">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to={paths.home.getHref()} className="focus-ring -ml-1 rounded-lg px-1 py-1" aria-label="VINO home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          <NavLink to={paths.about.getHref()} className={(s) => navLinkClasses(s)}>
            About
          </NavLink>
          <MoreMenu />
        </nav>
        <div className="hidden items-center gap-1.5 md:flex lg:gap-2">
          <ConnectWalletButton isCompact />
          <AccountActions layout="row" />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
