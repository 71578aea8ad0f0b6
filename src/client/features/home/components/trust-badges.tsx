import type { ReactNode } from 'react';
import { IconLock, IconShield } from '../../../components/ui/icons';

function IconBuilding() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6M9 11h.01M15 11h.01" />
    </svg>
  );
}

function IconChart() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 3v18h18M7 15l4-4 3 3 5-6" />
    </svg>
  );
}

const BADGES: ReadonlyArray<{ icon: ReactNode; label: string }> = [
  { icon: <IconBuilding />, label: 'Issued by a publicly listed company' },
  { icon: <IconShield size={20} />, label: 'Insured, climate-controlled vaults' },
  { icon: <IconLock size={20} />, label: '24/7 vault security' },
  { icon: <IconChart />, label: 'Reserves published live' },
];

export function TrustBadges() {
  return (
    <section aria-label="Why investors trust VINO" className="border-y border-border/70 bg-surface/40">
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-x-6 gap-y-3 px-4 sm:px-6 py-5 sm:grid-cols-2 lg:grid-cols-4">
        {BADGES.map((badge) => (
          <li key={badge.label} className="flex items-center gap-3 text-sm text-fg-muted">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold">
              {badge.icon}
            </span>
            {badge.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
