const STEPS = [
  {
    title: 'Mint against new reserves',
    body: 'When investors buy VINO, the proceeds acquire new bottles. Tokens are minted only while the reserve covers every token in circulation.',
  },
  {
    title: 'Burn on redemption',
    body: 'Tokens returned to the issuer are burned, and the matching share of the reserve is released, so supply contracts with demand.',
  },
  {
    title: 'Independent valuation',
    body: 'Bottles are appraised regularly against auction results; the reserve value and backing ratio are published live.',
  },
  {
    title: 'Diversified cellar',
    body: 'The reserve spans producers, regions and vintages, so no single wine moves the value of the token.',
  },
] as const;

export function MechanismTab() {
  return (
    <div className="space-y-6">
      <div className="max-w-3xl space-y-3">
        <h2 className="text-2xl font-semibold text-fg">How VINO holds its peg</h2>
        <p className="text-fg-muted">
          The backing ratio is the value of the wine reserve divided by the VINO in circulation at one US dollar each.
          The mechanism below keeps it at or above 100%.
        </p>
      </div>
      <ol className="grid gap-4 md:grid-cols-2">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-4 rounded-2xl border border-border bg-surface-2/60 p-5">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-gold-strong"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-fg">{step.title}</h3>
              <p className="mt-1 text-fg-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
