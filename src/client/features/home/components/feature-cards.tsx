import { YIELD_SPLIT_PCT } from '../../../../domain/constants';
import { Card } from '../../../components/ui/card';
import { Svg } from '../../../components/ui/icons/svg';
import { SectionHeading } from '../../../components/ui/section-heading';

const FEATURES = [
  {
    title: 'Backed by real wine',
    body: 'Every VINO is backed by investment-grade bottles from the world’s leading estates, independently appraised and held in bonded storage.',
    glyph: 'M8 2h8l-1 7a3 3 0 0 1-6 0L8 2Zm4 10v8m-4 0h8',
  },
  {
    title: 'Stable by design',
    body: 'Pegged at 1 VINO = 1 USD. Tokens are minted and burned algorithmically as reserves grow, so the peg holds without guesswork.',
    glyph: 'M12 3v18M5 8h14M5 8l-3 6a3 3 0 0 0 6 0L5 8Zm14 0-3 6a3 3 0 0 0 6 0l-3-6Z',
  },
  {
    title: 'Earn from the cellar',
    body: `${YIELD_SPLIT_PCT.stakingRewards}% of the yield the reserve generates flows back to holders as staking rewards; the rest funds buybacks, treasury and operations.`,
    glyph: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  },
] as const;

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
      <SectionHeading
        id="features-title"
        eyebrow="Why VINO"
        title="The stability of fine wine, the liquidity of a token"
        align="center"
      />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Card className="h-full">
              <span className="mb-4 flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-gold-strong">
                <Svg size={22}>
                  <path d={feature.glyph} />
                </Svg>
              </span>
              <h3 className="text-xl font-semibold text-fg">{feature.title}</h3>
              <p className="mt-2 text-fg-muted">{feature.body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
