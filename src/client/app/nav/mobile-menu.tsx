/**
 * The mobile menu (below 768 px): a hamburger button ('Open menu' / 'Close menu', aria-expanded)
 * toggling a panel with the same items as the desktop bar. It closes on navigation, Escape
 * (focus back to the button) and when the viewport grows to desktop width.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { IconClose, IconMenu } from '../../components/ui/icons';
import { MORE_MENU_LINKS, paths } from '../../lib/paths';
import { AccountActions, navLinkClasses } from './account-actions';
import { ConnectWalletButton } from './connect-wallet-button';

export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation closes the menu.
  useEffect(() => setIsOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    const desktop = window.matchMedia('(min-width: 768px)');
    const onResize = () => desktop.matches && setIsOpen(false);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [isOpen]);

  const close = () => setIsOpen(false);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        onClick={() => setIsOpen((v) => !v)}
        className="focus-ring flex h-11 w-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2"
      >
        {isOpen ? <IconClose size={22} /> : <IconMenu size={22} />}
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] animate-fade-in overflow-y-auto border-b border-border bg-bg/98 px-4 pb-6 pt-2 shadow-card backdrop-blur"
        >
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            <NavLink to={paths.about.getHref()} className={(s) => navLinkClasses(s, true)} onClick={close}>
              About
            </NavLink>
            <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">More</p>
            <ul className="grid grid-cols-2 gap-1">
              {MORE_MENU_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} className={(s) => navLinkClasses(s, true)} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-col gap-2 border-t border-border pt-4">
              <ConnectWalletButton fullWidth />
              <AccountActions layout="column" onNavigate={close} />
            </div>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
