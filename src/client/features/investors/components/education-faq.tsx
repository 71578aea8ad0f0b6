import { DisclosureList } from '../../../components/ui/disclosure-list';

/** The education tab's six-question accordion: native disclosures, each opening independently. */
const QUESTIONS = [
  {
    q: 'What is a real-world-asset (RWA) token?',
    a: 'A digital token that represents a claim on a physical asset held off-chain. VINO represents a share of a reserve of investment-grade wine held in bonded vaults.',
  },
  {
    q: 'What backs each VINO token?',
    a: 'Appraised wine: 85% of the reserve is wine backing, 10% a liquidity reserve and 5% covers operations. The backing ratio is published continuously.',
  },
  {
    q: 'How is the wine stored and insured?',
    a: 'In climate-controlled, bonded vaults at 12-14 C and 60-70% humidity, with 24/7 security and full insurance. Quarterly audits check every position.',
  },
  {
    q: 'What returns can I expect?',
    a: 'Investment-grade wine has appreciated by about 10-12% a year on average, but past performance does not guarantee future returns and prices can fall.',
  },
  {
    q: 'Can I sell or redeem my tokens?',
    a: 'You can trade VINO on the platform’s markets at any time. Premium Circle members can also redeem tokens for bottles from the reserve.',
  },
  {
    q: 'Who can invest?',
    a: 'Anyone who completes identity verification (KYC) where the token is offered. Some programmes and documents are reserved for verified or accredited investors.',
  },
] as const;

export function EducationFaq() {
  return (
    <section aria-labelledby="education-faq-title" className="flex flex-col gap-4">
      <h3 id="education-faq-title" className="text-2xl font-semibold text-fg">
        Questions and Answers
      </h3>
      <DisclosureList items={QUESTIONS} />
    </section>
  );
}
