/** The benefits list beside the auth form (core spec: "a benefits list"). Marketing copy, no figures from data. */
import { MINIMUM_INVESTMENT_USD } from '../../../../domain/constants';
import { IconCheck } from '../../../components/ui/icons';

const BENEFITS = [
  {
    title: 'Own a share of fine wine',
    text: 'Every VINO token is backed by investment-grade wine held in insured, climate-controlled vaults.',
  },
  {
    title: `Start from $${MINIMUM_INVESTMENT_USD}`,
    text: 'No minimum portfolio size: buy with card, bank transfer or crypto.',
  },
  { title: 'Trade and stake', text: 'Trade VINO around the clock and earn staking rewards from the reserve yield.' },
  {
    title: 'Transparent reserve',
    text: 'The backing ratio and the wine asset list are published and updated from the vault records.',
  },
] as const;

export function BenefitsList() {
  return (
    <section aria-labelledby="auth-benefits-heading" className="rounded-2xl border border-border bg-surface/60 p-6">
      <h2 id="auth-benefits-heading" className="text-lg font-semibold">
        Why investors choose VINO
      </h2>
      <ul className="mt-4 space-y-4">
        {BENEFITS.map((b) => (
          <li key={b.title} className="flex gap-3">
            <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold">
              <IconCheck size={14} />
            </span>
            <div>
              <p className="font-medium text-fg">{b.title}</p>
              <p className="text-sm text-fg-muted">{b.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
