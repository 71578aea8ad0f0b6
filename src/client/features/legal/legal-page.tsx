import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { paths, withQuery } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useQueryTab } from '../../lib/use-query-tab';
import { ComplianceBadges } from './components/compliance-badges';
import { ComplianceReportsTab } from './components/compliance-reports-tab';
import { FinancialComplianceTab } from './components/financial-compliance-tab';
import { KycAmlTab } from './components/kyc-aml-tab';
import { RiskDisclaimersTab } from './components/risk-disclaimers-tab';

const LEGAL_TABS = ['financial', 'kyc-aml', 'risk', 'reports'] as const;
type LegalTab = (typeof LEGAL_TABS)[number];

const TABS: TabItem<LegalTab>[] = [
  { id: 'financial', label: 'Financial Compliance', content: <FinancialComplianceTab /> },
  { id: 'kyc-aml', label: 'KYC/AML', content: <KycAmlTab /> },
  { id: 'risk', label: 'Risk Disclaimers', content: <RiskDisclaimersTab /> },
  { id: 'reports', label: 'Compliance Reports', content: <ComplianceReportsTab /> },
];

export default function LegalPage() {
  useDocumentMeta(
    'Legal & Compliance — VINO',
    'VINO’s financial compliance, KYC/AML program, risk disclaimers and compliance reports: SEC registered, SOC 2 Type II, GDPR compliant.',
  );
  const [tab, setTab] = useQueryTab(LEGAL_TABS);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Legal</p>
        <h1 className="text-4xl font-semibold text-fg sm:text-5xl">Legal &amp; Compliance</h1>
        <p className="max-w-2xl text-lg text-fg-muted">
          How VINO meets its duties to investors and regulators: securities compliance, identity checks, the risks you
          should know and the reports that show our controls at work.
        </p>
        <ComplianceBadges />
      </header>

      <div className="rounded-3xl border border-border bg-surface/80 p-4 shadow-card sm:p-8">
        <Tabs label="Legal and compliance" items={TABS} value={tab} onValueChange={setTab} />
      </div>

      <Card tone="highlight" className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-fg">Questions about compliance?</h2>
          <p className="text-fg-muted">
            Our legal department answers questions from investors, partners and regulators.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={withQuery(paths.contact.getHref(), { subject: 'Legal department' })} variant="primary">
            Contact Legal Department
          </ButtonLink>
          <ButtonLink to={withQuery(paths.contact.getHref(), { subject: 'Compliance inquiry' })} variant="secondary">
            Compliance Inquiry
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
