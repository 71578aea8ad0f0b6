import type { ReactNode } from 'react';
import { IconBuilding, IconChart, IconLock, IconShield } from '../../../components/ui/icons/objects';

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
