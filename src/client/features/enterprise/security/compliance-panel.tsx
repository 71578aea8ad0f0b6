import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

/**
 * Compliance: the standards list as content. Statuses say what the product does; no certificate is
 * claimed, so there is no expiry date to show.
 */
const STANDARDS = [
  { standard: 'GDPR', status: 'Aligned', note: 'Consent records, e-mail preferences, account export and deletion.' },
  { standard: 'AML / KYC', status: 'Aligned', note: 'Identity verification before trading; admin review queue.' },
  {
    standard: 'SOC 2',
    status: 'Not certified',
    note: 'Audit log of admin actions and refused attempts supports an audit.',
  },
  { standard: 'ISO 27001', status: 'Not certified', note: 'Security checks and threat rules run in the product.' },
  { standard: 'PCI DSS', status: 'Delegated', note: 'Card data never reaches VINO: the payment provider holds it.' },
];

const ENCRYPTION = [
  'HTTPS with HSTS when the public address is HTTPS',
  'Passwords hashed (scrypt), never stored readable',
  'Sessions in HTTP-only cookies; tokens never exposed to scripts',
  'Unsubscribe and preference links signed with HMAC-SHA256',
];

const ACCESS_CONTROL = [
  'Roles user, investor and admin enforced on the server',
  'Two-factor authentication (authenticator app) for every account',
  'Sign-in throttled after repeated failures (maxLoginAttempts)',
  'Read-only API keys; optional IP allow-list for the admin API',
];

const STATUS_TONE = { Aligned: 'success', 'Not certified': 'neutral', Delegated: 'info' } as const;

export function CompliancePanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card as="section" padding="md" aria-labelledby="standards-title" className="lg:col-span-3">
        <h3 id="standards-title" className="text-lg font-semibold text-fg">
          Standards
        </h3>
        <ul className="mt-3 divide-y divide-border">
          {STANDARDS.map((s) => (
            <li key={s.standard} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-fg">{s.standard}</p>
                <p className="text-sm text-fg-muted">{s.note}</p>
              </div>
              <Badge tone={STATUS_TONE[s.status as keyof typeof STATUS_TONE]}>{s.status}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" padding="md" aria-labelledby="encryption-title" className="lg:col-span-1">
        <h3 id="encryption-title" className="text-lg font-semibold text-fg">
          Encryption
        </h3>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-fg-muted">
          {ENCRYPTION.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </Card>
      <Card as="section" padding="md" aria-labelledby="access-title" className="lg:col-span-2">
        <h3 id="access-title" className="text-lg font-semibold text-fg">
          Access Control
        </h3>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-fg-muted">
          {ACCESS_CONTROL.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
