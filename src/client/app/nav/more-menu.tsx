/**
 * The navigation bar's "More" dropdown (core spec section 2): opens on hover or click, closes on
 * outside click, Escape (focus returns to the button), Tab out, or choosing a link.
 * Keyboard: ArrowDown/Enter/Space on the button opens and focuses the first item; ArrowUp opens on
 * the last; inside, ArrowUp/ArrowDown move (wrapping), Home/End jump.
 * A click after a hover-open keeps the menu open (the pointer "commits"), so hover and click agree.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { MORE_MENU_LINKS } from '../../lib/paths';
import { IconChevronDown } from '../../components/ui/icons/interface';

type OpenedBy = 'hover' | 'click' | 'keyboard';

/** Moving from the button to the panel crosses a small gap; don't close while crossing it. */
const HOVER_CLOSE_DELAY_MS = 150;

export function MoreMenu() {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const isOpen = openedBy !== null;
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const closeTimer = useRef<number | undefined>(undefined);
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  // Outside click closes (pointerdown so it also works for touch).
  useEffect(() => {
    if (!isOpen) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedBy(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  // Focus the first/last item once the list is rendered after a keyboard open.
  useEffect(() => {
    if (!isOpen || !pendingFocus.current) return;
    const index = pendingFocus.current === 'first' ? 0 : MORE_MENU_LINKS.length - 1;
    pendingFocus.current = null;
    itemRefs.current[index]?.focus();
  }, [isOpen]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function close(returnFocus: boolean) {
    setOpenedBy(null);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonClick() {
    if (openedBy === 'hover') setOpenedBy('click');
    else setOpenedBy(isOpen ? null : 'click');
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      pendingFocus.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (isOpen) {
        const index = pendingFocus.current === 'first' ? 0 : MORE_MENU_LINKS.length - 1;
        pendingFocus.current = null;
        itemRefs.current[index]?.focus();
      } else setOpenedBy('keyboard');
    } else if ((event.key === 'Enter' || event.key === ' ') && !isOpen) {
      event.preventDefault();
      pendingFocus.current = 'first';
      setOpenedBy('keyboard');
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = itemRefs.current.filter((el): el is HTMLAnchorElement => el !== null);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const last = items.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = current >= last ? 0 : current + 1;
    else if (event.key === 'ArrowUp') next = current <= 0 ? last : current - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      setOpenedBy(null);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => {
        window.clearTimeout(closeTimer.current);
        if (!isOpen) setOpenedBy('hover');
      }}
      onMouseLeave={() => {
        if (openedBy !== 'hover') return;
        closeTimer.current = window.setTimeout(
          () => setOpenedBy((o) => (o === 'hover' ? null : o)),
          HOVER_CLOSE_DELAY_MS,
        );
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-haspopup="menu"
        aria-controls={menuId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={cn(
          'focus-ring inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors',
          isOpen ? 'bg-surface-2 text-fg' : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
        )}
      >
        More
        <IconChevronDown size={16} className={cn('transition-transform', isOpen && 'rotate-180')} />
      </button>
      {isOpen ? (
        <ul
          id={menuId}
          role="menu"
          aria-label="More"
          onKeyDown={onMenuKeyDown}
          className="absolute left-0 top-full z-40 mt-1 w-56 animate-pop-in rounded-xl border border-border bg-surface p-1.5 shadow-card"
        >
          {MORE_MENU_LINKS.map((link, index) => (
            <li key={link.href} role="none">
              <NavLink
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                role="menuitem"
                tabIndex={-1}
                to={link.href}
                onClick={() => setOpenedBy(null)}
                className={({ isActive }) =>
                  cn(
                    'focus-ring flex min-h-11 items-center rounded-lg px-3 text-sm transition-colors',
                    isActive
                      ? 'bg-brand-soft text-fg'
                      : 'text-fg-muted hover:bg-surface-2 hover:text-fg focus:bg-surface-2 focus:text-fg',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
