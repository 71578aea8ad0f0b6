import { Badge } from '../components/ui/badge';
import { useSession } from './session';

/** What an operator page shows that demo mode simulates (members, their history, the market maker). */
export const OPERATOR_DEMO_TEXT =
  'Members and their history and the market maker’s orders are simulated; wine assets, reserves and content are as seeded.';

/**
 * The visible "Demo data" label of an operator page in demo mode, naming what is simulated, so no
 * figure is taken for a live one. Renders nothing outside demo mode.
 */
export function DemoDataNotice({ text = OPERATOR_DEMO_TEXT }: { text?: string }) {
  const { isDemoMode } = useSession();
  if (!isDemoMode) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
      <Badge tone="gold">Demo data</Badge>
      <span>{text}</span>
    </p>
  );
}
