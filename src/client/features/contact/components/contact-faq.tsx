import { MINIMUM_INVESTMENT_USD } from '../../../../domain/constants';
import { formatUsd } from '../../../../domain/format';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

const FAQS = [
  {
    q: 'Is there a minimum investment?',
    a: `There is no minimum investment requirement. You can start with as little as ${formatUsd(MINIMUM_INVESTMENT_USD)} and build your position over time.`,
  },
  {
    q: 'How is the wine stored?',
    a: 'All bottles are kept in professional, climate-controlled vaults with 24/7 security and full insurance coverage.',
  },
  {
    q: 'Can I redeem my tokens for physical wine?',
    a: 'Yes. Premium Circle members can redeem their tokens for bottles from the reserve, subject to availability.',
  },
  {
    q: 'What backs the VINO token?',
    a: 'VINO is backed by real-world assets: a reserve of investment-grade wine whose value and backing ratio are published live.',
  },
] as const;

/** Four frequent questions as native disclosure widgets (keyboard and screen-reader friendly for free). */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-title" className="flex flex-col gap-5">
      <h2 id="contact-faq-title" className="text-2xl font-semibold text-fg">
        Frequently asked questions
      </h2>
      <div className="flex flex-col gap-3">
        {FAQS.map((item) => (
          <details key={item.q} className="group rounded-2xl border border-border bg-surface/80 open:border-gold/40">
            <summary className="focus-ring flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 font-semibold text-fg [&::-webkit-details-marker]:hidden">
              <span>{item.q}</span>
              <svg
                width={18}
                height={18}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                aria-hidden="true"
                focusable="false"
                className="shrink-0 text-gold transition-transform group-open:rotate-180"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </summary>
            <p className="px-5 pb-5 text-fg-muted">{item.a}</p>
          </details>
        ))}
      </div>
      <div>
        <ButtonLink to={paths.qa.getHref()} variant="secondary">
          View All FAQs
        </ButtonLink>
      </div>
    </section>
  );
}
