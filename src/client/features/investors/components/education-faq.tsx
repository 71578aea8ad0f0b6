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
      <div className="flex flex-col gap-3">
        {QUESTIONS.map((item) => (
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
    </section>
  );
}
