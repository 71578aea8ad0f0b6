import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { paths, withQuery } from '../../../lib/paths';
import { LegalSection } from './legal-section';

const RISKS = [
  {
    title: 'Market Risk',
    body: 'Wine prices can fall as well as rise. Past appreciation of 8-12% a year does not guarantee future returns.',
  },
  {
    title: 'Liquidity Risk',
    body: 'Redemptions depend on the liquidity reserve and on selling wine, which can take time in stressed markets.',
  },
  {
    title: 'Regulatory Risk',
    body: 'Rules for digital assets are changing and may restrict who can hold or trade the token in some countries.',
  },
  {
    title: 'Technology Risk',
    body: 'Smart contracts, wallets and the platform can fail or be attacked. Keep your credentials and keys safe.',
  },
  {
    title: 'Storage and Counterparty Risk',
    body: 'Wine is stored and insured by third parties; an insurance claim after loss or damage takes time to settle.',
  },
  {
    title: 'Price Risk of VINO-STOCK',
    body: 'The share price moves with the company’s results and the stock market, independently of the token.',
  },
] as const;

export function RiskDisclaimersTab() {
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="warning" title="Investing involves risk">
        You may lose some or all of the money you invest. Only invest what you can afford to lose, and read the Risk
        Disclosure Statement before investing.
      </Alert>
      <ul className="grid gap-5 md:grid-cols-2">
        {RISKS.map((risk) => (
          <li key={risk.title}>
            <LegalSection title={risk.title}>
              <p>{risk.body}</p>
            </LegalSection>
          </li>
        ))}
      </ul>
      <div>
        <ButtonLink
          to={withQuery(paths.contact.getHref(), { subject: 'Investment advice', category: 'investment' })}
          variant="gold"
        >
          Get Expert Advice
        </ButtonLink>
      </div>
    </div>
  );
}
