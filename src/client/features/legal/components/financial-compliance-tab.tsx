import { Card } from '../../../components/ui/card';
import { LegalSection } from './legal-section';

/** The accredited investor definition, word for word as the spec shows it. */
export const ACCREDITED_INVESTOR_DEFINITION =
  'net worth over $1 million excluding home, or income over $200,000 in each of the last two years, or joint income over $300,000';

export function FinancialComplianceTab() {
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <LegalSection title="Securities Regulation">
          <p>
            VINO-STOCK is the listed equity of the company that manages the wine reserve and the platform. The company
            is registered with the Securities and Exchange Commission and files annual, quarterly and current reports.
          </p>
          <p>
            The VINO token is offered in line with the securities laws of each jurisdiction where it is available. Some
            offerings, such as the Premium Circle programme, are open to accredited investors only.
          </p>
        </LegalSection>
        <LegalSection title="Investor Protection">
          <ul>
            <li>Every token is backed by appraised wine; the backing ratio is published continuously.</li>
            <li>Client money is held in segregated accounts with regulated banks.</li>
            <li>The reserve is audited every quarter by an independent auditor.</li>
            <li>The reserve is insured against loss, breakage and contamination.</li>
          </ul>
        </LegalSection>
      </div>
      <Card tone="highlight" as="section" aria-labelledby="accredited-title" className="flex flex-col gap-3">
        <h3 id="accredited-title" className="text-xl font-semibold text-fg">
          Accredited Investor Definition
        </h3>
        <p className="text-fg-muted">An accredited investor has:</p>
        <p className="text-lg font-medium text-fg">{ACCREDITED_INVESTOR_DEFINITION}</p>
        <p className="text-sm text-fg-subtle">
          Entities such as banks, trusts and companies with assets over $5 million may also qualify. Our compliance team
          confirms accredited status before giving access to accredited-only offerings and documents.
        </p>
      </Card>
      <LegalSection title="Tax Reporting">
        <p>
          Gains from selling or trading VINO may be taxable. We provide an annual statement of your purchases, sales,
          staking rewards and fees to help you and your adviser file your returns.
        </p>
      </LegalSection>
    </div>
  );
}
