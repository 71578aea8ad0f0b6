/** The Staking, Portfolio and Wallet tabs until their issue lands: a clear, honest placeholder. */
import { Card } from '../../../components/ui/card';
import { IconConstruction } from '../../../components/ui/icons/objects';

export function LaterReleasePanel({ title, description }: { title: string; description: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      <IconConstruction size={32} className="text-gold" />
      <h2 className="text-xl font-semibold text-fg">{title}</h2>
      <p className="max-w-md text-fg-muted">{description}</p>
      <p className="text-sm text-fg-subtle">Coming in a later release.</p>
    </Card>
  );
}
