import { IconShield } from '../../../components/ui/icons/objects';

/** The four badges of the legal page (investor spec, Legal and compliance). */
const BADGES = ['SEC registered', 'SOC 2 Type II', 'GDPR compliant', 'AML program'] as const;

export function ComplianceBadges() {
  return (
    <ul aria-label="Compliance credentials" className="flex flex-wrap gap-2">
      {BADGES.map((badge) => (
        <li
          key={badge}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold/40 bg-gold-soft px-4 text-sm font-medium text-gold-strong"
        >
          <IconShield size={16} />
          {badge}
        </li>
      ))}
    </ul>
  );
}
