/** The content of the mobile menu (see mobile-menu.tsx): the same items as the desktop bar. */
import { NavLink } from 'react-router';
import { MORE_MENU_LINKS, paths } from '../../lib/paths';
import { AccountActions, navLinkClasses } from './account-actions';
import { ConnectWalletButton } from './connect-wallet-button';

export default function MobileMenuPanel({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  return (
    <>
      {/* Dims the page under the open menu; a tap on it closes the menu. */}
      <div
        aria-hidden="true"
        onClick={onNavigate}
        className="fixed inset-x-0 bottom-0 top-16 z-30 bg-black/55 animate-fade-in"
      />
      <div
        id={id}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] animate-fade-in overflow-y-auto border-b border-border bg-bg px-4 pb-6 pt-2 shadow-card"
      >
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <NavLink to={paths.about.getHref()} className={(s) => navLinkClasses(s, true)} onClick={onNavigate}>
            About
          </NavLink>
          <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">More</p>
          <ul className="grid grid-cols-2 gap-1">
            {MORE_MENU_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className={(s) => navLinkClasses(s, true)} onClick={onNavigate}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-2 border-t border-border pt-4">
            <ConnectWalletButton fullWidth />
            <AccountActions layout="column" onNavigate={onNavigate} />
          </div>
        </nav>
      </div>
    </>
  );
}
