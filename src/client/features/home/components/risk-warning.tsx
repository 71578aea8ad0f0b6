import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function RiskWarning() {
  return (
    <aside aria-label="Risk warning" className="mx-auto max-w-7xl px-4 sm:px-6 pb-12">
      <p className="rounded-2xl border border-border bg-surface-2/50 px-5 py-4 text-xs leading-relaxed text-fg-subtle">
        <strong className="font-semibold text-fg-muted">Risk warning:</strong> Digital assets and fine wine are
        investments whose value can go down as well as up, and you may get back less than you invest. Past performance
        is not a reliable indicator of future results. The peg to the US dollar is maintained by the reserve and is not
        guaranteed. Only invest what you can afford to lose and read the{' '}
        <Link to={paths.legal.getHref()} className="focus-ring rounded text-gold underline underline-offset-2">
          legal information
        </Link>{' '}
        before investing.
      </p>
    </aside>
  );
}
