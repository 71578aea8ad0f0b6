import { Link } from 'react-router';
import { buttonClasses, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconDownload } from '../../../components/ui/icons/objects';
import { paths, withQuery } from '../../../lib/paths';
import { EducationCalculator } from './education-calculator';
import { EducationFaq } from './education-faq';
import { WHITEPAPER_URL } from './whitepaper-url';

const ADVANTAGES = [
  {
    title: 'Tangible Backing',
    body: 'Every token is backed by bottles you could visit: appraised, insured and stored in bonded vaults.',
  },
  {
    title: 'Price Stability',
    body: 'Pegged to one US dollar, with a backing ratio kept above 100% and published continuously.',
  },
  {
    title: 'Transparency',
    body: 'Quarterly audits of the reserve and a public register of the wine behind the token.',
  },
  {
    title: 'Liquidity',
    body: 'Trade on the platform’s markets any day, instead of waiting weeks to sell a case at auction.',
  },
] as const;

/** Reserve allocation (investor spec section 9). */
const ALLOCATION = [
  { label: 'Wine backing', pct: 85, tone: 'bg-brand' },
  { label: 'Liquidity reserve', pct: 10, tone: 'bg-gold' },
  { label: 'Operations', pct: 5, tone: 'bg-fg-subtle' },
] as const;

const PROCESS = [
  { title: 'Acquisition', body: 'Our experts buy investment-grade wine at auction and from producers.' },
  { title: 'Custody', body: 'Bottles are inspected, appraised and stored at 12-14 C and 60-70% humidity.' },
  { title: 'Tokenization', body: 'Tokens are issued only against appraised wine or cash added to the reserve.' },
  { title: 'Trading', body: 'Hold, trade or stake VINO; Premium Circle members can redeem for bottles.' },
] as const;

/**
 * The two measured figures are the published report's, for the year it covers, and say so with a
 * link to it: they are statements from the document library, not figures this page computes.
 */
const ANNUAL_REPORT = { title: 'Annual Report 2023', href: paths.documents.getHref({ category: 'report' }) };

const REASONS: readonly { text: string; source?: typeof ANNUAL_REPORT }[] = [
  { text: 'Average appreciation of the reserve of 11.2% in 2023', source: ANNUAL_REPORT },
  { text: 'Low correlation with stocks and bonds' },
  { text: 'Start from USD 100 instead of buying whole cases' },
  { text: 'Quarterly audits and insurance of $100M' },
  { text: 'Staking rewards on top of the reserve’s growth' },
  { text: 'Storage conditions within range 99.98% of the time in 2023', source: ANNUAL_REPORT },
];

export function EducationTab() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="advantages-title" className="flex flex-col gap-4">
        <h3 id="advantages-title" className="text-2xl font-semibold text-fg">
          Advantages of RWA Tokens
        </h3>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ADVANTAGES.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <h4 className="font-semibold text-fg">{item.title}</h4>
                <p className="mt-2 text-sm text-fg-muted">{item.body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card as="section" aria-labelledby="allocation-title" className="flex flex-col gap-4">
          <h3 id="allocation-title" className="text-2xl font-semibold text-fg">
            Reserve Allocation
          </h3>
          <div className="flex h-4 overflow-hidden rounded-full" aria-hidden="true">
            {ALLOCATION.map((part) => (
              <span key={part.label} className={part.tone} style={{ width: `${part.pct}%` }} />
            ))}
          </div>
          <ul className="flex flex-col gap-2">
            {ALLOCATION.map((part) => (
              <li key={part.label} className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2 text-fg-muted">
                  <span aria-hidden="true" className={`h-3 w-3 rounded-full ${part.tone}`} />
                  {part.label}
                </span>
                <span className="font-semibold tabular-nums text-fg">{part.pct}%</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-fg-muted">
            The liquidity reserve meets redemptions without forced sales of wine; operations pay for storage, insurance,
            appraisal and audits. Appreciation above the peg funds staking rewards and buybacks.
          </p>
        </Card>
        <Card as="section" aria-labelledby="process-title" className="flex flex-col gap-4">
          <h3 id="process-title" className="text-2xl font-semibold text-fg">
            How It Works
          </h3>
          <ol className="flex flex-col gap-3">
            {PROCESS.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-on-brand"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-fg">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </p>
                  <p className="text-sm text-fg-muted">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <EducationCalculator />

      <section aria-labelledby="reasons-title" className="flex flex-col gap-4">
        <h3 id="reasons-title" className="text-2xl font-semibold text-fg">
          Why Invest in VINO
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.text} className="rounded-xl border border-border bg-surface-2/60 px-4 py-3 text-fg">
              {reason.text}
              {reason.source ? (
                <span className="mt-1 block text-xs text-fg-muted">
                  Source:{' '}
                  <Link to={reason.source.href} className="underline underline-offset-2 hover:text-fg">
                    {reason.source.title}
                  </Link>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <EducationFaq />

      <Card tone="highlight" className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-xl font-semibold text-fg">Ready to start?</h3>
          <p className="text-fg-muted">Buy VINO from USD 100, read the whitepaper, or talk to our team.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.buyVino.getHref()} variant="gold">
            Start Investing
          </ButtonLink>
          <a href={WHITEPAPER_URL} download className={buttonClasses('secondary')}>
            <IconDownload size={16} />
            Read Whitepaper
          </a>
          <ButtonLink
            to={withQuery(paths.contact.getHref(), { subject: 'Investing in VINO', category: 'investment' })}
            variant="ghost"
          >
            Contact Us
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
