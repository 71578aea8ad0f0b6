/**
 * The mobile menu (below 768 px): a hamburger button ('Open menu' / 'Close menu', aria-expanded)
 * toggling a panel with the same items as the desktop bar. It closes on navigation, Escape
 * (focus back to the button) and when the viewport grows to desktop width.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { IconClose, IconMenu } from '../../components/ui/icons/interface';

// The panel loads on first open (and is prefetched when the button is touched or focused), which
// keeps it out of the initial chunk.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

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
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="focus-ring flex h-11 w-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2"
      >
        {isOpen ? <IconClose size={22} /> : <IconMenu size={22} />}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} onNavigate={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
