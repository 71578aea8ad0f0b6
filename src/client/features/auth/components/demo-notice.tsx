/**
 * Demo-mode notice (core spec section 2, auth page): explains demo mode, lists the demo accounts
 * with their credentials, a quick sign-in button per account and a link to the demo mailbox.
 */
import { Link } from 'react-router';
import type { PublicConfig } from '../../../../contracts/system';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

export function DemoNotice({
  accounts,
  onQuickSignIn,
  isDisabled,
}: {
  accounts: PublicConfig['demoAccounts'];
  onQuickSignIn: (account: PublicConfig['demoAccounts'][number]) => void;
  isDisabled: boolean;
}) {
  return (
    <section aria-labelledby="demo-notice-heading" className="rounded-2xl border border-gold/40 bg-gold-soft/40 p-6">
      <div className="flex items-center gap-2">
        <Badge tone="gold">Demo mode</Badge>
      </div>
      <h2 id="demo-notice-heading" className="mt-3 text-lg font-semibold">
        Try VINO with a demo account
      </h2>
      <p className="mt-2 text-sm text-fg-muted">
        This server runs in demo mode: the demo accounts and the platform history behind the figures are seeded sample
        data, and emails are delivered to the demo mailbox instead of real inboxes. You can also create your own
        account.
      </p>
      {accounts.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {accounts.map((account) => (
            <li key={account.email} className="rounded-xl border border-border bg-surface/70 p-4">
              <p className="font-medium text-fg">{account.label}</p>
              <dl className="mt-1 grid grid-cols-[5.5rem_1fr] gap-x-2 gap-y-0.5 text-sm">
                <dt className="text-fg-subtle">Email</dt>
                <dd className="break-all font-mono text-fg-muted">{account.email}</dd>
                <dt className="text-fg-subtle">Password</dt>
                <dd className="break-all font-mono text-fg-muted">{account.password}</dd>
              </dl>
              <Button
                variant="secondary"
                size="sm"
                fullWidth
                className="mt-3"
                disabled={isDisabled}
                onClick={() => onQuickSignIn(account)}
              >
                Sign in as {account.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 text-sm">
        <Link
          to={paths.mailbox.getHref()}
          className="focus-ring inline-flex min-h-11 items-center rounded font-medium text-gold-strong underline underline-offset-4 hover:text-gold"
        >
          Open the demo mailbox
        </Link>
      </p>
    </section>
  );
}
