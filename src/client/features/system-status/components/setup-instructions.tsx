/** Shown when the database is not reachable and demo mode is off: how to configure this node. */
const ENV_VARS: Array<{ name: string; description: string }> = [
  { name: 'DATABASE_URL', description: 'PostgreSQL connection string, e.g. postgres://user:password@host:5432/vino' },
  { name: 'BETTER_AUTH_SECRET', description: 'A long random string (32+ characters) that signs session cookies' },
  { name: 'APP_URL', description: 'The public URL of the site, used in email links' },
  { name: 'SMTP_URL', description: 'Mail server, e.g. smtps://user:password@smtp.example.com:465 (default: outbox)' },
  { name: 'STRIPE_SECRET_KEY', description: 'Enables card payments through Stripe (default: sandbox)' },
  { name: 'REDIS_URL', description: 'Optional: fans real-time events out across several app instances' },
  { name: 'DEMO_MODE', description: 'true seeds demo accounts and demo history; false for production' },
];

export function SetupInstructions() {
  return (
    <div className="space-y-4 text-sm text-fg-muted">
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          Set the environment variables below (for example in a <code className="text-fg">.env</code> file).
        </li>
        <li>
          Apply the database migrations with{' '}
          <code className="rounded bg-surface-2 px-1.5 py-0.5 text-fg">npm run db:migrate</code>.
        </li>
        <li>Restart the server and press Retest.</li>
      </ol>
      <dl className="space-y-3">
        {ENV_VARS.map((v) => (
          <div key={v.name}>
            <dt>
              <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-gold-strong">{v.name}</code>
            </dt>
            <dd className="mt-1">{v.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
