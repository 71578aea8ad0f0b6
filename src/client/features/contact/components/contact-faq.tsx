import { MINIMUM_INVESTMENT_USD } from '../../../../domain/constants';
import { formatUsd } from '../../../../domain/format';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { DisclosureList } from '../../../components/ui/disclosure-list';

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
      <DisclosureList items={FAQS} />
      <div>
        <ButtonLink to={paths.qa.getHref()} variant="secondary">
          View All FAQs
        </ButtonLink>
      </div>
    </section>
  );
}
