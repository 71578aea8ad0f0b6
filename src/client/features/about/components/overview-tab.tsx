/** Overview tab: marketing copy (the 50,000+ / 200+ / 15 figures are the spec's copy, not live data). */
const HIGHLIGHTS = [
  { value: '50,000+', label: 'bottles under management' },
  { value: '200+', label: 'producers' },
  { value: '15', label: 'wine regions' },
] as const;

export function OverviewTab() {
  return (
    <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr]">
      <div className="space-y-4 text-fg-muted">
        <h2 className="text-2xl font-semibold text-fg">A stablecoin with a cellar behind it</h2>
        <p>
          VINO is a real-world-asset stablecoin issued by a publicly listed company. Each token is backed by
          investment-grade wine — first growths of Bordeaux, grand crus of Burgundy, prestige Champagne and the icons of
          the New World — bought at auction and from producers, independently appraised, and stored in bonded,
          climate-controlled vaults with 24/7 security and full insurance.
        </p>
        <p>
          Fine wine has a long record of steady appreciation and low correlation with equities. VINO turns that asset
          class into a liquid token you can buy, trade and stake, while the bottles stay in perfect storage.
        </p>
      </div>
      <ul className="grid content-start gap-3">
        {HIGHLIGHTS.map((h) => (
          <li
            key={h.label}
            className="flex items-baseline gap-3 rounded-2xl border border-border bg-surface-2/60 px-5 py-4"
          >
            <span className="font-display text-3xl font-semibold tabular-nums text-gold-strong">{h.value}</span>
            <span className="text-fg-muted">{h.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
