import type { SecurityReport } from '../../../../contracts/enterprise';

/** The footer's four figures, counted over the threat window (not the prototype's fixed claims). */
export function SecurityFooter({ report }: { report: SecurityReport }) {
  const f = report.footer;
  const items = [
    { label: 'Open critical threats', value: String(f.openCriticalThreats) },
    { label: 'Audit log rows', value: f.auditRows.toLocaleString('en-US') },
    { label: 'Refused attempts', value: f.refusedAttempts.toLocaleString('en-US') },
    {
      label: 'Median time to resolve',
      value: f.medianResolveMinutes === null ? 'No resolutions' : `${f.medianResolveMinutes} min`,
    },
  ];
  return (
    <section aria-label="Security statistics" className="rounded-2xl border border-border bg-surface/60 p-5">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((i) => (
          <div key={i.label}>
            <dt className="text-sm text-fg-muted">{i.label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-fg">{i.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-fg-muted">{`Counted over the last ${report.threatWindowDays} days.`}</p>
    </section>
  );
}
