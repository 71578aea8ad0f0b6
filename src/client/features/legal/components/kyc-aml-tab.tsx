import { LegalSection } from './legal-section';

const STEPS = [
  { title: 'Identity', body: 'A government-issued photo ID and a live selfie check.' },
  { title: 'Address', body: 'A recent utility bill or bank statement.' },
  { title: 'Screening', body: 'Sanctions, politically exposed persons and adverse media checks.' },
  { title: 'Approval', body: 'Most reviews finish within one business day.' },
] as const;

export function KycAmlTab() {
  return (
    <div className="flex flex-col gap-5">
      <LegalSection title="Know Your Customer (KYC)">
        <p>
          Before you buy or trade VINO we verify who you are, as the law requires of regulated financial services. Your
          documents are encrypted and used only for verification and our legal duties.
        </p>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-surface-2/60 p-4">
              <p className="text-sm font-semibold text-gold">Step {index + 1}</p>
              <p className="font-semibold text-fg">{step.title}</p>
              <p className="mt-1 text-sm">{step.body}</p>
            </li>
          ))}
        </ol>
      </LegalSection>
      <div className="grid gap-5 lg:grid-cols-2">
        <LegalSection title="Anti-Money Laundering (AML)">
          <ul>
            <li>Transactions are monitored for unusual size, frequency and counterparties.</li>
            <li>Enhanced due diligence applies to high-risk countries and large investments.</li>
            <li>Suspicious activity is reported to the authorities as the law requires.</li>
            <li>Our AML program is reviewed every year by an independent party.</li>
          </ul>
        </LegalSection>
        <LegalSection title="Your Data">
          <p>
            We keep identity records for five years after your account closes, as anti-money-laundering rules require,
            and never sell them. You can read how we handle your data in our Privacy Policy under Compliance Reports.
          </p>
        </LegalSection>
      </div>
    </div>
  );
}
